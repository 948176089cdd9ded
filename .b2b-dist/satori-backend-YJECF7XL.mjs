// test/pdf/fixtures/satori-backend.ts
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
var require2 = createRequire(import.meta.url);
var font = (pkg, file) => readFileSync(require2.resolve(`@fontsource/${pkg}/files/${file}`));
var TEST_FONTS = [
  { family: "Cinzel", weight: 700, style: "normal", data: font("cinzel", "cinzel-latin-700-normal.woff") },
  { family: "EB Garamond", weight: 400, style: "normal", data: font("eb-garamond", "eb-garamond-latin-400-normal.woff") },
  { family: "EB Garamond", weight: 400, style: "normal", data: font("eb-garamond", "eb-garamond-latin-ext-400-normal.woff") },
  { family: "Noto Sans Symbols 2", weight: 400, style: "normal", data: font("noto-sans-symbols-2", "noto-sans-symbols-2-symbols-400-normal.woff") }
];
var PX_PER_MM = 96 / 25.4;
var BLEED = 3 * PX_PER_MM;
var W = 63 * PX_PER_MM + 2 * BLEED;
var H = 88 * PX_PER_MM + 2 * BLEED;
var h = (type, style, ...children) => ({ type, props: { style, children } });
var ICON = "data:image/svg+xml;utf8," + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="#402010" d="M256 32 L480 256 L256 480 L32 256 Z"/></svg>');
async function toSvg(el, width, height) {
  return satori(el, { width, height, embedFont: false, fonts: TEST_FONTS.map((f) => ({ name: f.family, data: f.data, weight: f.weight, style: f.style })) });
}
function cardTree(title, body, colour) {
  return h(
    "div",
    { width: W, height: H, display: "flex", padding: BLEED, backgroundImage: `linear-gradient(180deg, ${colour}, #2a1a10)` },
    h(
      "div",
      { flexGrow: 1, display: "flex", flexDirection: "column", backgroundColor: "#f4ead5", borderRadius: 10, border: "2px solid #3a2a1a", margin: 8, padding: 8, fontFamily: "EB Garamond", overflow: "hidden" },
      h("div", { fontFamily: "Cinzel", fontSize: 15, color: "#2a1a10" }, title),
      { type: "img", props: { src: ICON, width: 48, height: 48, style: { margin: 6 } } },
      h("div", { fontSize: 11, color: "#222", backgroundColor: "rgba(255,255,255,0.5)", borderRadius: 4, padding: 4 }, body)
    )
  );
}
async function loadBackend() {
  const face = async (title, body, colour) => ({
    svg: await toSvg(cardTree(title, body, colour), W, H),
    width: W,
    height: H,
    trimBox: { x: BLEED, y: BLEED, width: W - 2 * BLEED, height: H - 2 * BLEED }
  });
  return {
    fonts: TEST_FONTS,
    card: (card) => face(card.name, card.text ?? card.type, card.type === "character" ? "#7a1f1f" : "#1f4a7a"),
    back: (deck) => face(deck.title, "Fray", "#333333"),
    async reference(scope) {
      const w = 210 * PX_PER_MM;
      const hgt = 297 * PX_PER_MM;
      const svg = await toSvg(h("div", { width: w, height: hgt, display: "flex", flexDirection: "column", padding: 40, fontFamily: "EB Garamond", backgroundColor: "#fff" }, h("div", { fontFamily: "Cinzel", fontSize: 28 }, `${scope.systemName} reference`), h("div", { fontSize: 12 }, scope.cards.map((c) => c.name).join(", "))), w, hgt);
      return [{ svg, width: w, height: hgt, trimBox: { x: 0, y: 0, width: w, height: hgt } }];
    }
  };
}
export {
  TEST_FONTS,
  loadBackend
};
