/**
 * The demo catalogue's product pictures: one clean SVG illustration per kind of product, drawn
 * in the variant's colour, made by the project (no external image host).
 */
export type ArtKind =
  | 'mug'
  | 'tumbler'
  | 'bottle'
  | 'thermos'
  | 'pen'
  | 'notebook'
  | 'tote'
  | 'backpack'
  | 'cap'
  | 'tshirt'
  | 'hoodie'
  | 'jacket'
  | 'powerbank'
  | 'usb'
  | 'speaker'
  | 'umbrella'
  | 'keychain'
  | 'mousepad'
  | 'mate'
  | 'board'
  | 'apron'
  | 'cooler'
  | 'towel'
  | 'lanyard'
  | 'ruler'
  | 'calculator'
  | 'lamp'
  | 'chair'
  | 'whiteboard'
  | 'cardholder'
  | 'band'
  | 'shirt'
  | 'polo'
  | 'vest'
  | 'candle'
  | 'coasters'
  | 'pencilcup'
  | 'organizer'
  | 'phonestand'
  | 'utensils'
  | 'highlighter'
  | 'hub'
  | 'charger'
  | 'duffel'
  | 'beltbag'
  | 'drawstring'
  | 'buckethat'
  | 'visor'
  | 'badgereel';

/** A darker or lighter shade of `#rrggbb` for outlines and highlights. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Pens and pencils standing in a cup, shared by the pencil cup and the desk organizer. */
const PENCILS = [
  ['#c62828', 150, -12],
  ['#1e4fa3', 185, -4],
  ['#f9c80e', 215, 6],
  ['#2e7d32', 245, 14],
]
  .map(
    ([tint, x, angle]) =>
      `<g transform="rotate(${angle} ${x} 300)"><rect x="${Number(x) - 9}" y="90" width="18" height="200" rx="6" fill="${tint}" stroke="#3b3f46" stroke-width="3"/><path d="M${Number(x) - 9} 90l9-24 9 24z" fill="#e9dcc3" stroke="#3b3f46" stroke-width="3"/></g>`,
  )
  .join('');

type Draw = (fill: string, line: string, light: string) => string;

const DRAWINGS: Record<ArtKind, Draw> = {
  mug: (f, l, h) =>
    `<path d="M250 230h70a45 45 0 0 1 0 90h-70" fill="none" stroke="${l}" stroke-width="18"/><rect x="110" y="170" width="160" height="210" rx="18" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="130" y="190" width="22" height="160" rx="11" fill="${h}" opacity=".6"/>`,
  tumbler: (f, l, h) =>
    `<path d="M140 150h120l-18 250h-84z" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="130" y="125" width="140" height="32" rx="10" fill="${l}"/><rect x="225" y="60" width="12" height="80" rx="6" fill="${l}"/><path d="M160 175h18l-10 200h-12z" fill="${h}" opacity=".6"/>`,
  bottle: (f, l, h) =>
    `<rect x="170" y="60" width="60" height="50" rx="10" fill="${l}"/><path d="M160 110h80v30c30 20 40 40 40 70v180a20 20 0 0 1-20 20H140a20 20 0 0 1-20-20V210c0-30 10-50 40-70z" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="140" y="220" width="18" height="160" rx="9" fill="${h}" opacity=".6"/>`,
  thermos: (f, l, h) =>
    `<rect x="160" y="50" width="80" height="60" rx="12" fill="${l}"/><rect x="140" y="105" width="120" height="300" rx="30" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="140" y="150" width="120" height="14" fill="${l}" opacity=".5"/><rect x="158" y="180" width="16" height="190" rx="8" fill="${h}" opacity=".6"/>`,
  pen: (f, l, h) =>
    `<g transform="rotate(-35 200 220)"><rect x="185" y="40" width="30" height="300" rx="14" fill="${f}" stroke="${l}" stroke-width="5"/><path d="M185 340h30l-15 50z" fill="#c0c4c8" stroke="${l}" stroke-width="4"/><rect x="212" y="60" width="10" height="110" rx="5" fill="#c0c4c8" stroke="${l}" stroke-width="3"/><rect x="190" y="60" width="8" height="260" rx="4" fill="${h}" opacity=".6"/></g>`,
  notebook: (f, l, h) =>
    `<rect x="110" y="70" width="200" height="280" rx="14" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="270" y="70" width="14" height="280" fill="${l}" opacity=".7"/><rect x="140" y="120" width="100" height="14" rx="7" fill="${h}" opacity=".8"/><rect x="140" y="145" width="70" height="10" rx="5" fill="${h}" opacity=".6"/>`,
  tote: (f, l, h) =>
    `<path d="M150 170v-40a50 50 0 0 1 100 0v40" fill="none" stroke="${l}" stroke-width="12"/><path d="M100 160h200l20 230H80z" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M110 175h16l-12 200h-16z" fill="${h}" opacity=".5"/>`,
  backpack: (f, l, h) =>
    `<path d="M170 90a30 30 0 0 1 60 0" fill="none" stroke="${l}" stroke-width="12"/><rect x="110" y="90" width="180" height="290" rx="50" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="140" y="240" width="120" height="110" rx="20" fill="${shade(f, -0.12)}" stroke="${l}" stroke-width="5"/><rect x="150" y="230" width="100" height="10" rx="5" fill="${l}"/><rect x="130" y="120" width="16" height="100" rx="8" fill="${h}" opacity=".5"/>`,
  cap: (f, l, h) =>
    `<path d="M90 270a110 110 0 0 1 220 0z" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M200 160v110" stroke="${l}" stroke-width="4"/><path d="M250 270h110a20 20 0 0 1-10 25H250z" fill="${shade(f, -0.15)}" stroke="${l}" stroke-width="6"/><circle cx="200" cy="158" r="8" fill="${l}"/><path d="M120 240a80 80 0 0 1 40-60" stroke="${h}" stroke-width="12" fill="none" opacity=".6"/>`,
  tshirt: (f, l, h) =>
    `<path d="M150 80l-70 40-40 80 55 25 25-45v230h160V180l25 45 55-25-40-80-70-40c-10 25-30 35-50 35s-40-10-50-35z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M140 200h14v180h-14z" fill="${h}" opacity=".5"/>`,
  hoodie: (f, l, h) =>
    `<path d="M150 90l-70 40-40 110 55 20 25-50v200h160V210l25 50 55-20-40-110-70-40z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M150 90c0 50 100 50 100 0" fill="${shade(f, -0.15)}" stroke="${l}" stroke-width="5"/><rect x="150" y="290" width="100" height="50" rx="10" fill="${shade(f, -0.1)}" stroke="${l}" stroke-width="4"/><path d="M185 130v60M215 130v60" stroke="${h}" stroke-width="5"/>`,
  jacket: (f, l, h) =>
    `<path d="M150 80l-70 40-40 200 55 10 25-110v190h160V220l25 110 55-10-40-200-70-40-50 30z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M200 110v300" stroke="${l}" stroke-width="5"/><path d="M150 80l50 30 50-30" fill="none" stroke="${h}" stroke-width="6"/>`,
  powerbank: (f, l, h) =>
    `<rect x="120" y="80" width="160" height="270" rx="26" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="170" y="300" width="60" height="14" rx="7" fill="${l}"/><circle cx="200" cy="140" r="10" fill="#4caf50"/><rect x="140" y="100" width="16" height="180" rx="8" fill="${h}" opacity=".5"/>`,
  usb: (f, l, h) =>
    `<rect x="170" y="70" width="60" height="70" rx="6" fill="#c0c4c8" stroke="${l}" stroke-width="5"/><rect x="185" y="90" width="12" height="14" fill="${l}"/><rect x="205" y="90" width="12" height="14" fill="${l}"/><rect x="140" y="135" width="120" height="230" rx="24" fill="${f}" stroke="${l}" stroke-width="6"/><circle cx="200" cy="330" r="12" fill="none" stroke="${l}" stroke-width="5"/><rect x="158" y="160" width="14" height="140" rx="7" fill="${h}" opacity=".5"/>`,
  speaker: (f, l, h) =>
    `<rect x="90" y="120" width="220" height="200" rx="40" fill="${f}" stroke="${l}" stroke-width="6"/><circle cx="200" cy="220" r="60" fill="${shade(f, -0.2)}" stroke="${l}" stroke-width="5"/><circle cx="200" cy="220" r="22" fill="${l}"/><circle cx="180" cy="200" r="8" fill="${h}" opacity=".7"/>`,
  umbrella: (f, l, h) =>
    `<path d="M60 220a140 140 0 0 1 280 0c-23-15-47-15-70 0-23-15-47-15-70 0-23-15-47-15-70 0-23-15-47-15-70 0z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M200 80v270a25 25 0 0 1-50 0" fill="none" stroke="${l}" stroke-width="8"/><path d="M200 80c-30 40-40 90-40 140M200 80c30 40 40 90 40 140" fill="none" stroke="${h}" stroke-width="4" opacity=".7"/>`,
  keychain: (f, l, h) =>
    `<circle cx="200" cy="110" r="40" fill="none" stroke="#c0c4c8" stroke-width="10"/><rect x="190" y="145" width="20" height="40" fill="#c0c4c8" stroke="${l}" stroke-width="3"/><rect x="130" y="180" width="140" height="180" rx="30" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="150" y="200" width="14" height="130" rx="7" fill="${h}" opacity=".5"/>`,
  ruler: (f, l, h) =>
    `<g transform="rotate(-30 200 220)"><rect x="40" y="185" width="320" height="70" rx="6" fill="${f}" stroke="${l}" stroke-width="6"/>${Array.from({ length: 15 }, (_, i) => `<path d="M${60 + i * 20} 188v${i % 5 === 0 ? 30 : 16}" stroke="${l}" stroke-width="3"/>`).join('')}<rect x="50" y="232" width="300" height="10" rx="5" fill="${h}" opacity=".6"/></g>`,
  calculator: (f, l, h) =>
    `<rect x="120" y="70" width="160" height="300" rx="18" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="145" y="95" width="110" height="55" rx="6" fill="#dfe7d8" stroke="${l}" stroke-width="4"/><rect x="150" y="100" width="40" height="12" rx="3" fill="#3b3f46" opacity=".7"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${145 + (i % 3) * 40}" y="${170 + Math.floor(i / 3) * 45}" width="30" height="32" rx="6" fill="${h}" stroke="${l}" stroke-width="3"/>`).join('')}`,
  lamp: (f, l, h) =>
    `<ellipse cx="200" cy="380" rx="80" ry="16" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M200 370l-40-160 90-70" fill="none" stroke="${l}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><path d="M230 120l80-40 30 60-80 40z" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M270 170l30 40" stroke="#f5c542" stroke-width="10" opacity=".7"/><circle cx="160" cy="210" r="10" fill="${h}"/>`,
  chair: (f, l, h) =>
    `<path d="M120 380l160-220M280 380L120 160" stroke="${l}" stroke-width="12" stroke-linecap="round"/><path d="M110 240h180l-10 40H120z" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M130 90h140v90H130z" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M145 105h40" stroke="${h}" stroke-width="8" opacity=".6"/>`,
  mousepad: (f, l, h) =>
    `<rect x="60" y="130" width="280" height="200" rx="24" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M230 200a30 40 0 0 1 60 0v50a30 40 0 0 1-60 0z" fill="#eef0f3" stroke="${l}" stroke-width="4"/><path d="M80 150h120" stroke="${h}" stroke-width="8" opacity=".5"/>`,
  mate: (f, l, h) =>
    `<path d="M130 170c-20 40-20 120 20 170 30 30 70 30 100 0 40-50 40-130 20-170z" fill="${f}" stroke="${l}" stroke-width="6"/><ellipse cx="200" cy="170" rx="72" ry="18" fill="${shade(f, -0.2)}" stroke="${l}" stroke-width="5"/><path d="M215 170l40-120" stroke="#c0c4c8" stroke-width="10" stroke-linecap="round"/><path d="M150 200c-8 40-5 80 10 110" stroke="${h}" stroke-width="10" fill="none" opacity=".5"/>`,
  board: (f, l, h) =>
    `<rect x="90" y="110" width="200" height="260" rx="30" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="290" y="200" width="50" height="60" rx="20" fill="${f}" stroke="${l}" stroke-width="6"/><circle cx="315" cy="230" r="10" fill="#fff"/><path d="M120 140v200" stroke="${h}" stroke-width="8" opacity=".4"/>`,
  apron: (f, l, h) =>
    `<path d="M150 70h100v60l60 30v240H90V160l60-30z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M150 70c-20-30 120-30 100 0" fill="none" stroke="${l}" stroke-width="6"/><rect x="140" y="250" width="120" height="60" rx="8" fill="${shade(f, -0.12)}" stroke="${l}" stroke-width="4"/><path d="M110 180v200" stroke="${h}" stroke-width="8" opacity=".4"/>`,
  cooler: (f, l, h) =>
    `<path d="M140 140a60 40 0 0 1 120 0" fill="none" stroke="${l}" stroke-width="10"/><rect x="80" y="140" width="240" height="220" rx="26" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="80" y="190" width="240" height="14" fill="${l}" opacity=".5"/><rect x="100" y="220" width="16" height="120" rx="8" fill="${h}" opacity=".5"/>`,
  towel: (f, l, h) =>
    `<rect x="100" y="90" width="200" height="290" rx="16" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="100" y="320" width="200" height="20" fill="${shade(f, -0.15)}"/><rect x="100" y="130" width="200" height="20" fill="${shade(f, -0.15)}"/><path d="M125 160v150" stroke="${h}" stroke-width="10" opacity=".4"/>`,
  lanyard: (f, l, h) =>
    `<path d="M120 60c0 170 40 240 80 260 40-20 80-90 80-260" fill="none" stroke="${f}" stroke-width="26"/><path d="M120 60c0 170 40 240 80 260 40-20 80-90 80-260" fill="none" stroke="${l}" stroke-width="3"/><rect x="185" y="310" width="30" height="40" rx="6" fill="#c0c4c8" stroke="${l}" stroke-width="4"/><rect x="150" y="345" width="100" height="60" rx="8" fill="#f4f6fb" stroke="${l}" stroke-width="4"/><path d="M135 80c2 90 15 150 40 200" stroke="${h}" stroke-width="5" fill="none" opacity=".6"/>`,
  whiteboard: (f, l) =>
    `<rect x="60" y="80" width="280" height="230" rx="10" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="80" y="100" width="240" height="190" rx="4" fill="#fbfcfd" stroke="${l}" stroke-width="3"/><path d="M105 150c30-25 60 25 90 0s60 25 90 0" stroke="#1e4fa3" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M105 200h120M105 240h80" stroke="#5b6475" stroke-width="6" stroke-linecap="round"/><circle cx="285" cy="240" r="14" fill="#c62828" stroke="${l}" stroke-width="3"/><rect x="110" y="310" width="180" height="16" rx="6" fill="${l}"/><rect x="230" y="296" width="60" height="14" rx="7" fill="#2e7d32" stroke="${l}" stroke-width="2"/>`,
  cardholder: (f, l, h) =>
    `<rect x="115" y="95" width="180" height="110" rx="6" fill="#fbfcfd" stroke="${l}" stroke-width="3" transform="rotate(-8 205 150)"/><rect x="105" y="115" width="180" height="110" rx="6" fill="#fbfcfd" stroke="${l}" stroke-width="3"/><path d="M125 140h90M125 160h60" stroke="#5b6475" stroke-width="6" stroke-linecap="round"/><rect x="85" y="180" width="230" height="160" rx="16" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M85 215h230" stroke="${l}" stroke-width="4" opacity=".5"/><rect x="105" y="235" width="120" height="12" rx="6" fill="${h}" opacity=".7"/>`,
  band: (f, l) =>
    [shade(f, 0.35), f, shade(f, -0.25)]
      .map(
        (tint, i) =>
          `<ellipse cx="200" cy="${200 + i * 55}" rx="${150 - i * 12}" ry="${55 - i * 4}" fill="none" stroke="${l}" stroke-width="30"/><ellipse cx="200" cy="${200 + i * 55}" rx="${150 - i * 12}" ry="${55 - i * 4}" fill="none" stroke="${tint}" stroke-width="22"/>`,
      )
      .join(''),
  shirt: (f, l, h) =>
    `<path d="M150 80l-70 30-50 240 45 12 45-180v230h160V182l45 180 45-12-50-240-70-30-50 40z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M150 80l50 40-28 28-32-48zM250 80l-50 40 28 28 32-48z" fill="${shade(f, -0.08)}" stroke="${l}" stroke-width="5" stroke-linejoin="round"/><path d="M200 120v290" stroke="${l}" stroke-width="4"/>${[170, 220, 270, 320, 370].map((y) => `<circle cx="212" cy="${y}" r="6" fill="${l}"/>`).join('')}<rect x="32" y="330" width="48" height="18" rx="4" fill="${shade(f, -0.1)}" stroke="${l}" stroke-width="4" transform="rotate(14 56 339)"/><rect x="320" y="330" width="48" height="18" rx="4" fill="${shade(f, -0.1)}" stroke="${l}" stroke-width="4" transform="rotate(-14 344 339)"/><path d="M140 200h14v180h-14z" fill="${h}" opacity=".5"/>`,
  polo: (f, l, h) =>
    `<path d="M150 80l-70 40-40 80 55 25 25-45v230h160V180l25 45 55-25-40-80-70-40c-10 25-30 35-50 35s-40-10-50-35z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M150 80l45 40-30 25-30-55zM250 80l-45 40 30 25 30-55z" fill="${shade(f, -0.1)}" stroke="${l}" stroke-width="5" stroke-linejoin="round"/><rect x="188" y="118" width="24" height="80" rx="4" fill="${shade(f, -0.06)}" stroke="${l}" stroke-width="4"/><circle cx="200" cy="140" r="5" fill="${l}"/><circle cx="200" cy="172" r="5" fill="${l}"/><path d="M140 200h14v180h-14z" fill="${h}" opacity=".5"/>`,
  vest: (f, l, h) =>
    `<path d="M150 70c0 50-20 80-50 90v250h200V160c-30-10-50-40-50-90l-50 40z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M150 70l50 40 50-40" fill="none" stroke="${shade(f, -0.2)}" stroke-width="10"/><path d="M200 110v300" stroke="${l}" stroke-width="5"/><rect x="120" y="300" width="50" height="8" rx="4" fill="${l}"/><rect x="230" y="300" width="50" height="8" rx="4" fill="${l}"/><path d="M120 180v200" stroke="${h}" stroke-width="10" opacity=".4"/>`,
  candle: (f, l) =>
    `<path d="M200 110c18 24 22 44 0 66-22-22-18-42 0-66z" fill="#f5a623"/><path d="M200 140c8 12 10 22 0 32-10-10-8-20 0-32z" fill="#fde68a"/><path d="M200 178v32" stroke="#3b3f46" stroke-width="4"/><rect x="125" y="205" width="150" height="170" rx="18" fill="${f}"/><rect x="115" y="170" width="170" height="215" rx="22" fill="#dfe9f1" fill-opacity=".35" stroke="${l}" stroke-width="6"/><rect x="115" y="160" width="170" height="18" rx="6" fill="#c0c4c8" stroke="${l}" stroke-width="3"/><rect x="150" y="260" width="100" height="60" rx="6" fill="#fbfcfd" stroke="${l}" stroke-width="3"/><path d="M170 282h60M170 300h40" stroke="#5b6475" stroke-width="5" stroke-linecap="round"/><rect x="132" y="190" width="14" height="170" rx="7" fill="#fff" opacity=".5"/>`,
  coasters: (f, l) =>
    `${[0, 1, 2, 3].map((i) => `<ellipse cx="150" cy="${330 - i * 18}" rx="100" ry="36" fill="${shade(f, -0.1)}" stroke="${l}" stroke-width="5"/>`).join('')}<ellipse cx="150" cy="260" rx="100" ry="36" fill="${f}" stroke="${l}" stroke-width="5"/><ellipse cx="150" cy="260" rx="70" ry="24" fill="none" stroke="${l}" stroke-width="3" opacity=".5"/><circle cx="285" cy="230" r="80" fill="${f}" stroke="${l}" stroke-width="6"/><circle cx="285" cy="230" r="56" fill="none" stroke="${l}" stroke-width="3" opacity=".5"/>${[
      [260, 200],
      [300, 215],
      [275, 250],
      [315, 255],
      [250, 235],
      [295, 185],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${l}" opacity=".35"/>`)
      .join('')}`,
  pencilcup: (f, l, h) =>
    `${PENCILS}<path d="M125 200h150l-12 190H137z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><ellipse cx="200" cy="200" rx="75" ry="14" fill="${shade(f, -0.2)}" stroke="${l}" stroke-width="5"/><path d="M148 225l6 140" stroke="${h}" stroke-width="10" opacity=".5"/>`,
  organizer: (f, l, h) =>
    `<g transform="translate(-60 0)">${PENCILS}</g><rect x="50" y="300" width="300" height="80" rx="14" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="80" y="200" width="120" height="120" rx="8" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="225" y="200" width="90" height="150" rx="12" fill="#2a2f38" stroke="${l}" stroke-width="5"/><rect x="233" y="212" width="74" height="118" rx="6" fill="#9fc3e8"/><path d="M278 245l-14 26h14l-10 26" fill="none" stroke="#f5c542" stroke-width="6" stroke-linejoin="round"/><path d="M70 330h130" stroke="${h}" stroke-width="8" opacity=".5"/>`,
  phonestand: (f, l, h) =>
    `<rect x="90" y="350" width="220" height="26" rx="10" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M280 352L200 150l-24 10 66 192z" fill="${shade(f, -0.15)}" stroke="${l}" stroke-width="5" stroke-linejoin="round"/><g transform="rotate(-20 180 250)"><rect x="120" y="110" width="120" height="230" rx="18" fill="#2a2f38" stroke="${l}" stroke-width="5"/><rect x="130" y="125" width="100" height="195" rx="8" fill="#9fc3e8"/></g><path d="M110 352v-36h30v36" fill="${f}" stroke="${l}" stroke-width="5"/><path d="M110 362h150" stroke="${h}" stroke-width="6" opacity=".6"/>`,
  utensils: (f, l, h) =>
    `<g transform="rotate(-18 200 240)"><ellipse cx="130" cy="120" rx="34" ry="50" fill="${f}" stroke="${l}" stroke-width="6"/><rect x="120" y="165" width="20" height="230" rx="10" fill="${f}" stroke="${l}" stroke-width="6"/></g><rect x="170" y="70" width="60" height="110" rx="14" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M185 90v70M200 90v70M215 90v70" stroke="${l}" stroke-width="4" opacity=".5"/><rect x="190" y="175" width="20" height="220" rx="10" fill="${f}" stroke="${l}" stroke-width="6"/><g transform="rotate(18 200 240)"><path d="M240 70h60v70a30 30 0 0 1-60 0z" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M255 70v55M270 70v55M285 70v55" stroke="${l}" stroke-width="5"/><rect x="260" y="165" width="20" height="230" rx="10" fill="${f}" stroke="${l}" stroke-width="6"/></g><path d="M196 190v180" stroke="${h}" stroke-width="5" opacity=".6"/>`,
  highlighter: (f, l) =>
    [shade(f, 0.35), f, shade(f, -0.2)]
      .map(
        (tint, i) =>
          `<g transform="rotate(${-28 + i * 22} 200 260)"><path d="M${150 + i * 45} 110l12-40h18l12 40z" fill="${shade(tint, -0.3)}" stroke="${l}" stroke-width="4"/><rect x="${145 + i * 45}" y="110" width="52" height="90" rx="8" fill="${tint}" stroke="${l}" stroke-width="5"/><rect x="${140 + i * 45}" y="195" width="62" height="190" rx="14" fill="#f4f6fb" stroke="${l}" stroke-width="5"/><rect x="${140 + i * 45}" y="250" width="62" height="70" fill="${tint}" stroke="${l}" stroke-width="4"/></g>`,
      )
      .join(''),
  hub: (f, l, h) =>
    `<path d="M90 250c-40 0-40 80 0 100" fill="none" stroke="${l}" stroke-width="12" stroke-linecap="round"/><rect x="40" y="330" width="60" height="34" rx="8" fill="#c0c4c8" stroke="${l}" stroke-width="4"/><rect x="90" y="200" width="260" height="90" rx="30" fill="${f}" stroke="${l}" stroke-width="6"/>${[0, 1, 2, 3].map((i) => `<rect x="${125 + i * 55}" y="236" width="36" height="18" rx="4" fill="${l}"/>`).join('')}<rect x="110" y="212" width="200" height="10" rx="5" fill="${h}" opacity=".6"/>`,
  charger: (f, l, h) =>
    `<ellipse cx="200" cy="300" rx="150" ry="60" fill="${shade(f, -0.15)}" stroke="${l}" stroke-width="6"/><ellipse cx="200" cy="280" rx="150" ry="60" fill="${f}" stroke="${l}" stroke-width="6"/><ellipse cx="200" cy="280" rx="90" ry="34" fill="none" stroke="${l}" stroke-width="4" opacity=".6"/><path d="M210 120l-40 70h36l-24 70 60-90h-38l26-50z" fill="#f5c542" stroke="${l}" stroke-width="4" stroke-linejoin="round"/><circle cx="200" cy="330" r="5" fill="#4caf50"/><path d="M110 260c20-15 50-22 80-24" stroke="${h}" stroke-width="8" fill="none" opacity=".6"/>`,
  duffel: (f, l, h) =>
    `<path d="M150 200c0-70 100-70 100 0" fill="none" stroke="${l}" stroke-width="14"/><rect x="60" y="190" width="280" height="170" rx="80" fill="${f}" stroke="${l}" stroke-width="6"/><ellipse cx="82" cy="275" rx="22" ry="70" fill="${shade(f, -0.15)}" stroke="${l}" stroke-width="5"/><ellipse cx="318" cy="275" rx="22" ry="70" fill="${shade(f, -0.15)}" stroke="${l}" stroke-width="5"/><path d="M110 210h180" stroke="${l}" stroke-width="5"/><rect x="140" y="230" width="120" height="12" rx="6" fill="${h}" opacity=".6"/>`,
  beltbag: (f, l, h) =>
    `<path d="M40 200c100-30 220-30 320 0" fill="none" stroke="${l}" stroke-width="18"/><path d="M90 200c70-20 150-20 220 0 10 80-30 140-110 140S80 280 90 200z" fill="${f}" stroke="${l}" stroke-width="6"/><path d="M100 240c60-18 140-18 200 0" fill="none" stroke="${l}" stroke-width="5"/><rect x="280" y="232" width="14" height="30" rx="4" fill="#c0c4c8" stroke="${l}" stroke-width="3"/><path d="M130 280c30 30 110 30 140 0" stroke="${h}" stroke-width="8" fill="none" opacity=".5"/>`,
  drawstring: (f, l, h) =>
    `<path d="M110 110h180l20 270H90z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M110 110c30 20 150 20 180 0" fill="none" stroke="${l}" stroke-width="6"/><path d="M120 112C60 200 70 300 95 378M280 112c60 88 50 188 25 266" fill="none" stroke="${l}" stroke-width="7"/><path d="M200 124v-40" stroke="${l}" stroke-width="7"/><path d="M130 150v200" stroke="${h}" stroke-width="10" opacity=".4"/>`,
  buckethat: (f, l, h) =>
    `<ellipse cx="200" cy="300" rx="170" ry="44" fill="${shade(f, -0.12)}" stroke="${l}" stroke-width="6"/><path d="M120 300l20-140c10-25 110-25 120 0l20 140z" fill="${f}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M126 260c40 12 108 12 148 0" fill="none" stroke="${l}" stroke-width="5"/><path d="M150 180l-10 70" stroke="${h}" stroke-width="10" opacity=".5"/>`,
  visor: (f, l, h) =>
    `<ellipse cx="170" cy="240" rx="100" ry="34" fill="none" stroke="${l}" stroke-width="30"/><ellipse cx="170" cy="240" rx="100" ry="34" fill="none" stroke="${f}" stroke-width="22"/><path d="M230 262c50-12 110-4 145 28-50 14-110 12-160-8z" fill="${shade(f, -0.15)}" stroke="${l}" stroke-width="6" stroke-linejoin="round"/><path d="M90 250c30 20 120 25 160 10" stroke="${h}" stroke-width="6" fill="none" opacity=".7"/><rect x="62" y="228" width="16" height="26" rx="4" fill="${l}"/>`,
  badgereel: (f, l, h) =>
    `<rect x="180" y="50" width="40" height="60" rx="8" fill="#c0c4c8" stroke="${l}" stroke-width="4"/><circle cx="200" cy="160" r="65" fill="${f}" stroke="${l}" stroke-width="6"/><circle cx="200" cy="160" r="38" fill="${h}" opacity=".5" stroke="${l}" stroke-width="3"/><path d="M200 225v70" stroke="${l}" stroke-width="4"/><rect x="190" y="285" width="20" height="20" rx="4" fill="#c0c4c8" stroke="${l}" stroke-width="3"/><rect x="130" y="300" width="140" height="95" rx="10" fill="#f4f6fb" stroke="${l}" stroke-width="4"/><circle cx="165" cy="345" r="18" fill="#c0c4c8"/><path d="M195 335h55M195 355h40" stroke="#5b6475" stroke-width="6" stroke-linecap="round"/>`,
};

/** The picture of one variant: `kind` drawn in `hex` on a neutral square, labelled by `title`. */
export function productSvg(kind: ArtKind, hex: string, title: string): string {
  const light = hex.toLowerCase() === '#ffffff' || parseInt(hex.slice(1), 16) > 0xd8d8d8;
  const line = light ? '#5b6475' : shade(hex, -0.45);
  const highlight = shade(hex, 0.55);
  const safeTitle = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 440" role="img" aria-label="${safeTitle}"><rect width="400" height="440" fill="#f3f4f6"/><ellipse cx="200" cy="410" rx="130" ry="14" fill="#000" opacity=".08"/>${DRAWINGS[kind](hex, line, highlight)}</svg>\n`;
}
