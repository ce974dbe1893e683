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
  | 'chair';

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
};

/** The picture of one variant: `kind` drawn in `hex` on a neutral square, labelled by `title`. */
export function productSvg(kind: ArtKind, hex: string, title: string): string {
  const light = hex.toLowerCase() === '#ffffff' || parseInt(hex.slice(1), 16) > 0xd8d8d8;
  const line = light ? '#5b6475' : shade(hex, -0.45);
  const highlight = shade(hex, 0.55);
  const safeTitle = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 440" role="img" aria-label="${safeTitle}"><rect width="400" height="440" fill="#f3f4f6"/><ellipse cx="200" cy="410" rx="130" ry="14" fill="#000" opacity=".08"/>${DRAWINGS[kind](hex, line, highlight)}</svg>\n`;
}
