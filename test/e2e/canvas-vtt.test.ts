/// <reference lib="dom" />
/// <reference types="chrome" />
// The overlay on a canvas VTT like Owlbear Rodeo: the page captures every pointer from a handler on
// `window` (bubbling and capture phase) and its global CSS sets letter-spacing, uppercase, word
// spacing, a text shadow and a cursor on everything. Real mouse clicks must still reach the
// overlay's buttons, and none of those inherited properties may reach the panel's text.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickOverlay, injectOverlay, overlay, until, useFixturePage } from './harness.js';

const fx = useFixturePage('owlbear.html');

describe('the overlay on a canvas VTT that captures the pointer', () => {
  it('takes real mouse clicks on its buttons', { timeout: 30_000 }, async () => {
    const before = (await overlay(fx.b, fx.page))!.layout.collapsed;
    await clickOverlay(fx.b, fx.page, 'toggle-collapse');
    await until(
      'the click to collapse the panel',
      () => overlay(fx.b, fx.page),
      (s) => s!.layout.collapsed !== before,
    );
    await clickOverlay(fx.b, fx.page, 'toggle-collapse');
    await until(
      'the click to expand it again',
      () => overlay(fx.b, fx.page),
      (s) => s!.layout.collapsed === before,
    );
    // The page's own handlers saw none of those presses; the map still gets its own.
    expect(await fx.page.evaluate(() => (window as any).__downs)).toBe(0);
    await fx.page.mouse.click(30, 700);
    expect(await fx.page.evaluate(() => (window as any).__downs)).toBe(1);
  });

  it("does not inherit the page's global text styles", async () => {
    const s = (await overlay(fx.b, fx.page))!;
    expect(s.text).toEqual({
      letterSpacing: 'normal',
      textTransform: 'none',
      wordSpacing: '0px',
      textShadow: 'none',
      cursor: 'auto',
    });
  });
});

describe('planning from the overlay', () => {
  it("plays each combatant's cards from the compact list, with real input on the pointer-capture page", {
    timeout: 60_000,
  }, async () => {
    const { resolver, overlayRects, stored } = await import('./harness.js');
    await resolver(fx.b, 'newEncounter');
    await resolver(fx.b, 'addCharacter', 'mara-voss');
    await resolver(fx.b, 'addCharacter', 'grave-ghoul');
    const rects = await until(
      'the plan rows',
      () => overlayRects(fx.b, fx.page),
      (r) => !!r['plan:mara-voss'] && !!r['plan:grave-ghoul'] && r['plan:grave-ghoul']!.width > 0,
    );
    // Mara: change the stance with the keyboard (a trusted choice), keep the first action and target.
    const st = rects['stance:mara-voss']!;
    await fx.page.mouse.click(st.x + st.width / 2, st.y + st.height / 2);
    await fx.page.keyboard.press('ArrowDown');
    await fx.page.keyboard.press('Enter');
    const p1 = rects['plan:mara-voss']!;
    await fx.page.mouse.click(p1.x + p1.width / 2, p1.y + p1.height / 2);
    const after1 = await until(
      "Mara's play",
      () => stored(fx.b, 'encounter'),
      (e) => !!e?.session?.state?.plays?.['mara-voss'],
    );
    const play = after1.session.state.plays['mara-voss'];
    expect(play.action).toBe('focus');
    expect(play.stance).toBe('defensive'); // the second of aggressive, defensive, …
    // The ghoul's row is still there; Mara's is gone.
    const r2 = await until(
      'the rows to update',
      () => overlayRects(fx.b, fx.page),
      (r) => !r['plan:mara-voss'] || r['plan:mara-voss']!.width === 0,
    );
    const p2 = r2['plan:grave-ghoul']!;
    await fx.page.mouse.click(p2.x + p2.width / 2, p2.y + p2.height / 2);
    const after2 = await until(
      "the ghoul's play",
      () => stored(fx.b, 'encounter'),
      (e) => !!e?.session?.state?.plays?.['grave-ghoul'],
    );
    expect(after2.session.state.plays['grave-ghoul'].action).toBe('focus');
    const snap = await until(
      'everyone played',
      () => overlay(fx.b, fx.page),
      (s) => (s?.note ?? '').includes('Everyone has played'),
    );
    expect(snap!.note).toContain('reveal');
    expect(await fx.page.evaluate(() => (window as any).__downs)).toBe(1); // only the earlier click on the map

    // The other buttons on the same page: start the timer, reveal (the timer display clears),
    // resolve a Focus step (no dice box: it rolls nothing), undo.
    await clickOverlay(fx.b, fx.page, 'start-timer');
    await until(
      'the timer to run',
      () => overlay(fx.b, fx.page),
      (s) => s?.timerPhase === 'running' || s?.timerPhase === 'warning',
    );
    await clickOverlay(fx.b, fx.page, 'reveal');
    const revealed = await until(
      'the reveal',
      () => overlay(fx.b, fx.page),
      (s) => s?.round?.includes('resolving') === true && s.timerPhase === 'idle',
    );
    expect(revealed!.timer).toBe('—');
    const rr = await overlayRects(fx.b, fx.page);
    expect(rr.dice!.width).toBe(0);
    await clickOverlay(fx.b, fx.page, 'resolve-next');
    const stepped = await until(
      'the step',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.log.some((a: any) => a.type === 'resolve-next'),
    );
    const n = stepped.session.log.length;
    await clickOverlay(fx.b, fx.page, 'undo');
    await until(
      'the undo',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.log.length === n - 1,
    );
    await clickOverlay(fx.b, fx.page, 'stop-timer');
  });
});

describe('the overlay looks the same on a hostile page as on a plain one', () => {
  it('matches its own screenshot on a plain page within 1 % of pixels', { timeout: 60_000 }, async () => {
    // The page's toolbar (above everything) still takes its clicks.
    await fx.page.click('#tool');
    expect(await fx.page.evaluate(() => (window as any).__tool)).toBe(1);
    const shot = async (p: Page) => {
      const r = (await overlay(fx.b, p))!.layout;
      await p.mouse.move(0, 700); // no hover on the panel
      return p.screenshot({
        clip: { x: r.x + 6, y: r.y + 6, width: r.width - 12, height: Math.min(r.height, 400) - 12 },
      });
    };
    const plain = await fx.b.context.newPage();
    await plain.goto(fx.srv.url('plain.html'));
    await injectOverlay(fx.b, plain);
    await until(
      'the same state on both',
      () => Promise.all([overlay(fx.b, fx.page), overlay(fx.b, plain)]),
      ([a, c]) => JSON.stringify(a?.order) === JSON.stringify(c?.order) && a?.note === c?.note,
    );
    const [hostile, calm] = [await shot(fx.page), await shot(plain)];
    // Compared in the browser: decode both, count pixels that differ by more than a little.
    const diff = await plain.evaluate(
      async ([a, c]) => {
        const load = (src: string) =>
          new Promise<HTMLImageElement>((res) => {
            const i = new Image();
            i.onload = () => res(i);
            i.src = src;
          });
        const [ia, ic] = await Promise.all([load(a), load(c)]);
        const px = (img: HTMLImageElement) => {
          const cv = document.createElement('canvas');
          cv.width = img.width;
          cv.height = img.height;
          const g = cv.getContext('2d')!;
          g.drawImage(img, 0, 0);
          return g.getImageData(0, 0, img.width, img.height).data;
        };
        const [da, dc] = [px(ia), px(ic)];
        let off = 0;
        for (let i = 0; i < da.length; i += 4)
          if (Math.abs(da[i]! - dc[i]!) + Math.abs(da[i + 1]! - dc[i + 1]!) + Math.abs(da[i + 2]! - dc[i + 2]!) > 48)
            off++;
        return { off, total: da.length / 4, same: ia.width === ic.width && ia.height === ic.height };
      },
      [
        `data:image/png;base64,${hostile.toString('base64')}`,
        `data:image/png;base64,${calm.toString('base64')}`,
      ] as const,
    );
    expect(diff.same).toBe(true);
    expect(diff.off / diff.total).toBeLessThan(0.01);
    await plain.close();
  });
});
