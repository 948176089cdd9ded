import { it } from 'vitest';
import { launch } from './harness.js';
import { driveTable, tableSystems } from '../../bench/table-driver.js';
it('driver', { timeout: 180000 }, async () => {
  const b = await launch();
  const panel = await b.context.newPage();
  await panel.setViewportSize({ width: 420, height: 1000 });
  await panel.goto(`chrome-extension://${b.extensionId}/sidepanel.html`);
  await panel.waitForSelector('body[data-ready="true"]');
  for (const s of await tableSystems(panel)) {
    const r = await driveTable(panel, s, 24);
    console.log(JSON.stringify({ ...r, clickMs: r.clickMs.map(Math.round) }));
  }
  await b.close();
});
