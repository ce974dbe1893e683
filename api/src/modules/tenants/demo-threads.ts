/**
 * The demo stores' embroidery threads (`threadPalette`, tenant data like the ink `colorPalette`):
 * 20 everyday thread colours with the project's own generic codes and Spanish names, no brand's
 * colour book (Madeira, Isacord and the like are the supplier's data a real store adds).
 */
export const DEMO_THREAD_PALETTE = [
  { code: 'H-001', name: 'Blanco', hex: '#f7f7f5' },
  { code: 'H-002', name: 'Negro', hex: '#151515' },
  { code: 'H-010', name: 'Gris perla', hex: '#b9bcbf' },
  { code: 'H-011', name: 'Gris plomo', hex: '#5b6066' },
  { code: 'H-015', name: 'Crudo', hex: '#eee3c8' },
  { code: 'H-020', name: 'Rojo', hex: '#b5121b' },
  { code: 'H-021', name: 'Rosa', hex: '#e889a8' },
  { code: 'H-025', name: 'Fucsia', hex: '#c2185b' },
  { code: 'H-030', name: 'Naranja', hex: '#e8641c' },
  { code: 'H-040', name: 'Amarillo', hex: '#f2c500' },
  { code: 'H-045', name: 'Beige', hex: '#c8ad85' },
  { code: 'H-050', name: 'Verde', hex: '#1f7a3a' },
  { code: 'H-051', name: 'Verde manzana', hex: '#7cb342' },
  { code: 'H-055', name: 'Verde oliva', hex: '#5d6b2f' },
  { code: 'H-060', name: 'Azul', hex: '#1d3f8f' },
  { code: 'H-061', name: 'Azul marino', hex: '#14213d' },
  { code: 'H-065', name: 'Turquesa', hex: '#1a9e9a' },
  { code: 'H-070', name: 'Celeste', hex: '#5aa9e6' },
  { code: 'H-075', name: 'Violeta', hex: '#5e3a8c' },
  { code: 'H-080', name: 'Bordó', hex: '#6d1a2b' },
  { code: 'H-085', name: 'Marrón', hex: '#5a3a22' },
  { code: 'H-090', name: 'Dorado', hex: '#c49a3a' },
];
