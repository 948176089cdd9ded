// The VTT tab beside the popup or the side panel: where the overlay is shown, the timer is
// announced and the chat posts go.
export async function activeTab(): Promise<{ tabId?: number }> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id !== undefined ? { tabId: tab.id } : {};
}
