import type { ColorName, TechniqueCode } from './demo-palette.js';
import type { ArtKind } from './product-art.js';

/** One demo product: name (and the Chilean name where it differs), picture, unit price in ARS. */
export interface DemoProduct {
  name: string;
  cl?: string;
  art: ArtKind;
  price: number;
  colors: ColorName[];
  brand?: string;
  /** Curve products: the sizes of the size x colour grid. */
  sizes?: string[];
}

export interface DemoCategory {
  slug: string;
  title: string;
  featured: boolean;
  material: string;
  weightGrams: number;
  sizeCm: [number, number, number];
  /** Technique code and its print areas: `view:widthxheight` in millimetres. */
  techniques: [TechniqueCode, string[]][];
  products: DemoProduct[];
}

const p = (
  name: string,
  art: ArtKind,
  price: number,
  colors: ColorName[],
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({ name, art, price, colors, ...extra });
const ADULT = ['S', 'M', 'L', 'XL', 'XXL'];
const WIDE = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'tazas-y-jarros',
    title: 'Tazas y jarros',
    featured: true,
    material: 'cerámica apta lavavajillas',
    weightGrams: 350,
    sizeCm: [12, 10, 9],
    techniques: [
      ['sublimacion', ['Envolvente:200x90']],
      ['serigrafia', ['Frente:80x60']],
      ['laser', ['Frente:60x40']],
    ],
    products: [
      p('Taza cerámica clásica 11 oz', 'mug', 4200, ['Blanco', 'Negro', 'Rojo', 'Azul']),
      p('Taza mágica que cambia de color', 'mug', 6900, ['Negro']),
      p('Taza de cerámica con interior de color', 'mug', 5300, [
        'Rojo',
        'Azul',
        'Verde',
        'Amarillo',
        'Naranja',
      ]),
      p('Jarro enlozado camping 350 ml', 'mug', 5900, ['Blanco', 'Azul marino', 'Verde']),
      p(
        'Vaso térmico de acero con tapa 450 ml',
        'tumbler',
        11900,
        ['Negro', 'Plateado', 'Blanco', 'Rosa'],
        { brand: 'Outlander' },
      ),
      p('Taza de vidrio borosilicato con filtro', 'mug', 8700, ['Natural']),
      p('Jarro cervecero de vidrio 500 ml', 'mug', 7400, ['Natural']),
      p('Taza de bambú ecológica', 'mug', 5100, ['Natural', 'Verde']),
      p(
        'Vaso térmico con bombilla 600 ml',
        'tumbler',
        12800,
        ['Celeste', 'Rosa', 'Negro', 'Blanco'],
        { brand: 'Outlander' },
      ),
      p('Taza latte alta 14 oz', 'mug', 5600, ['Blanco', 'Gris', 'Negro']),
    ],
  },
  {
    slug: 'botellas-y-termos',
    title: 'Botellas y termos',
    featured: true,
    material: 'acero inoxidable de doble pared',
    weightGrams: 420,
    sizeCm: [8, 27, 8],
    techniques: [
      ['laser', ['Cuerpo:60x120']],
      ['serigrafia', ['Cuerpo:70x100']],
      ['uv', ['Cuerpo:70x150']],
    ],
    products: [
      p(
        'Botella térmica de acero 500 ml',
        'bottle',
        13500,
        ['Negro', 'Blanco', 'Azul', 'Rojo', 'Verde'],
        { brand: 'Outlander' },
      ),
      p('Termo de acero 1 litro con manija', 'thermos', 28900, ['Negro', 'Verde', 'Azul marino'], {
        brand: 'Outlander',
      }),
      p('Botella deportiva de tritán 700 ml', 'bottle', 6900, ['Celeste', 'Rosa', 'Gris', 'Negro']),
      p('Botella de aluminio con mosquetón 600 ml', 'bottle', 7900, [
        'Plateado',
        'Rojo',
        'Azul',
        'Negro',
      ]),
      p(
        'Termo matero 1,2 litros pico cebador',
        'thermos',
        34900,
        ['Negro', 'Rojo', 'Verde', 'Azul'],
        { cl: 'Termo 1,2 litros pico vertedor', brand: 'Outlander' },
      ),
      p('Botella de vidrio con funda de silicona', 'bottle', 9400, ['Verde', 'Gris', 'Rosa']),
      p('Botella plegable de silicona 500 ml', 'bottle', 8200, ['Celeste', 'Naranja', 'Gris']),
      p('Termo compacto 350 ml', 'thermos', 15800, ['Negro', 'Blanco', 'Violeta']),
      p('Botella con infusor de frutas', 'bottle', 8800, ['Natural', 'Verde']),
      p(
        'Botella térmica con display de temperatura',
        'bottle',
        19900,
        ['Negro', 'Blanco', 'Plateado'],
        { brand: 'Techline' },
      ),
    ],
  },
  {
    slug: 'boligrafos',
    title: 'Bolígrafos',
    featured: true,
    material: 'tinta azul de secado rápido',
    weightGrams: 15,
    sizeCm: [1, 14, 1],
    techniques: [
      ['tampografia', ['Clip:35x6', 'Cuerpo:45x8']],
      ['laser', ['Cuerpo:40x6']],
      ['uv', ['Cuerpo:50x10']],
    ],
    products: [
      p('Bolígrafo plástico clásico', 'pen', 390, ['Azul', 'Rojo', 'Negro', 'Verde', 'Blanco'], {
        cl: 'Lápiz pasta plástico clásico',
      }),
      p(
        'Bolígrafo metálico con puntero táctil',
        'pen',
        1450,
        ['Negro', 'Azul', 'Plateado', 'Rojo'],
        { cl: 'Lápiz pasta metálico con puntero táctil' },
      ),
      p('Bolígrafo de bambú ecológico', 'pen', 890, ['Madera'], {
        cl: 'Lápiz pasta de bambú ecológico',
      }),
      p('Bolígrafo de cartón reciclado', 'pen', 520, ['Natural', 'Negro']),
      p('Bolígrafo ejecutivo de aluminio', 'pen', 2900, ['Negro', 'Plateado', 'Azul marino'], {
        brand: 'Signa',
      }),
      p('Roller gel de punta fina', 'pen', 1100, ['Negro', 'Azul']),
      p('Bolígrafo con resaltador dos en uno', 'pen', 980, [
        'Amarillo',
        'Naranja',
        'Rosa',
        'Verde',
      ]),
      p('Bolígrafo de trigo biodegradable', 'pen', 640, ['Natural', 'Verde', 'Azul']),
      p('Set bolígrafo y portaminas en estuche', 'pen', 6900, ['Negro', 'Azul marino'], {
        brand: 'Signa',
      }),
      p('Bolígrafo multicolor cuatro tintas', 'pen', 1250, ['Blanco', 'Negro']),
    ],
  },
  {
    slug: 'cuadernos-y-libretas',
    title: 'Cuadernos y libretas',
    featured: true,
    material: 'hojas de 80 g con banda elástica',
    weightGrams: 280,
    sizeCm: [15, 21, 1.5],
    techniques: [
      ['serigrafia', ['Tapa:90x60']],
      ['laser', ['Tapa:80x50']],
      ['uv', ['Tapa:120x160']],
    ],
    products: [
      p('Cuaderno A5 tapa dura con elástico', 'notebook', 7900, [
        'Negro',
        'Azul',
        'Rojo',
        'Verde',
        'Gris',
      ]),
      p('Libreta de cartón reciclado con bolígrafo', 'notebook', 2900, ['Natural']),
      p('Cuaderno de tapa de corcho', 'notebook', 6400, ['Natural']),
      p(
        'Agenda 2027 semanal tapa símil cuero',
        'notebook',
        15900,
        ['Negro', 'Azul marino', 'Madera'],
        { brand: 'Signa' },
      ),
      p(
        'Anotador con notas adhesivas y banderitas',
        'notebook',
        3600,
        ['Blanco', 'Celeste', 'Verde'],
        { cl: 'Libreta con notas adhesivas y banderitas' },
      ),
      p('Cuaderno A4 anillado tapa polipropileno', 'notebook', 6200, [
        'Azul',
        'Rojo',
        'Negro',
        'Violeta',
      ]),
      p('Libreta de bolsillo A6', 'notebook', 2400, ['Negro', 'Rojo', 'Amarillo', 'Celeste']),
      p('Cuaderno de piedra resistente al agua', 'notebook', 8900, ['Blanco', 'Gris']),
      p('Carpeta ejecutiva con block', 'notebook', 12900, ['Negro', 'Azul marino'], {
        brand: 'Signa',
      }),
      p('Cuaderno tapa de bambú', 'notebook', 9800, ['Madera']),
    ],
  },
  {
    slug: 'bolsas-y-mochilas',
    title: 'Bolsas y mochilas',
    featured: true,
    material: 'costuras reforzadas',
    weightGrams: 450,
    sizeCm: [30, 42, 12],
    techniques: [
      ['serigrafia', ['Frente:250x250']],
      ['bordado', ['Frente:90x90']],
      ['dtf', ['Frente:250x300']],
    ],
    products: [
      p('Bolsa de friselina 40 x 45 cm', 'tote', 850, [
        'Blanco',
        'Negro',
        'Rojo',
        'Azul',
        'Verde',
        'Amarillo',
      ]),
      p('Tote bag de algodón natural', 'tote', 3900, ['Natural', 'Negro']),
      p('Bolsa de yute con manijas', 'tote', 6800, ['Natural']),
      p(
        'Mochila para notebook 15,6 pulgadas',
        'backpack',
        38900,
        ['Negro', 'Gris', 'Azul marino'],
        { brand: 'Trekker' },
      ),
      p('Mochila saco con cordones', 'drawstring', 2600, [
        'Rojo',
        'Azul',
        'Negro',
        'Verde',
        'Naranja',
        'Blanco',
      ]),
      p('Mochila antirrobo con puerto USB', 'backpack', 52900, ['Negro', 'Gris'], {
        brand: 'Trekker',
      }),
      p('Bolso deportivo con compartimento para calzado', 'duffel', 29900, ['Negro', 'Azul'], {
        brand: 'Trekker',
      }),
      p('Bolsa plegable de poliéster en estuche', 'tote', 2900, [
        'Rosa',
        'Celeste',
        'Verde',
        'Violeta',
      ]),
      p('Mochila matera con porta termo', 'backpack', 34900, ['Negro', 'Madera'], {
        cl: 'Mochila con porta termo',
      }),
      p('Bolsa térmica de almuerzo', 'cooler', 9900, ['Gris', 'Azul marino', 'Verde']),
    ],
  },
  {
    slug: 'gorras',
    title: 'Gorras',
    featured: false,
    material: 'algodón peinado con regulador',
    weightGrams: 90,
    sizeCm: [20, 12, 28],
    techniques: [
      ['bordado', ['Frente:100x55', 'Lateral:50x30']],
      ['dtf', ['Frente:100x60']],
      ['sublimacion', ['Frente:100x60']],
    ],
    products: [
      p(
        'Gorra de gabardina seis paneles',
        'cap',
        4900,
        ['Negro', 'Azul marino', 'Rojo', 'Blanco', 'Gris', 'Verde'],
        { cl: 'Jockey de gabardina seis paneles' },
      ),
      p('Gorra trucker con red', 'cap', 5600, ['Negro', 'Blanco', 'Azul', 'Rojo'], {
        cl: 'Jockey trucker con malla',
      }),
      p('Gorra de poliéster sublimable', 'cap', 3900, ['Blanco'], {
        cl: 'Jockey de poliéster sublimable',
      }),
      p('Gorra deportiva dry-fit', 'cap', 6200, ['Negro', 'Celeste', 'Amarillo', 'Naranja'], {
        cl: 'Jockey deportivo dry-fit',
      }),
      p('Gorra de algodón orgánico', 'cap', 7400, ['Natural', 'Verde'], {
        cl: 'Jockey de algodón orgánico',
      }),
      p('Gorra de corderoy', 'cap', 8600, ['Madera', 'Azul marino', 'Verde']),
      p('Visera deportiva', 'visor', 3500, ['Blanco', 'Negro', 'Rosa', 'Celeste']),
      p('Gorra snapback visera plana', 'cap', 7900, ['Negro', 'Gris', 'Rojo'], {
        cl: 'Jockey snapback visera plana',
      }),
      p('Piluso de gabardina', 'buckethat', 5900, ['Natural', 'Negro', 'Verde'], {
        cl: 'Gorro pescador de gabardina',
      }),
      p('Gorra infantil', 'cap', 3900, ['Rojo', 'Azul', 'Amarillo', 'Rosa'], {
        cl: 'Jockey infantil',
      }),
    ],
  },
  {
    slug: 'indumentaria',
    title: 'Indumentaria',
    featured: true,
    material: 'confección nacional',
    weightGrams: 220,
    sizeCm: [30, 35, 3],
    techniques: [
      ['bordado', ['Pecho:90x90', 'Espalda:250x100']],
      ['serigrafia', ['Frente:280x350', 'Espalda:280x350']],
      ['dtf', ['Frente:280x350']],
    ],
    products: [
      p(
        'Remera de algodón peinado 24/1',
        'tshirt',
        8900,
        ['Blanco', 'Negro', 'Gris', 'Azul marino', 'Rojo'],
        { cl: 'Polera de algodón peinado 24/1', sizes: WIDE },
      ),
      p('Remera deportiva dry-fit', 'tshirt', 9900, ['Blanco', 'Negro', 'Celeste', 'Naranja'], {
        cl: 'Polera deportiva dry-fit',
        sizes: ADULT,
      }),
      p('Chomba piqué con bordado', 'polo', 16900, ['Blanco', 'Azul marino', 'Negro'], {
        cl: 'Polera piqué con cuello',
        sizes: ADULT,
      }),
      p('Buzo canguro con capucha', 'hoodie', 29900, ['Negro', 'Gris', 'Azul marino'], {
        cl: 'Polerón canguro con capucha',
        sizes: ADULT,
      }),
      p('Buzo cuello redondo frisa', 'hoodie', 24900, ['Gris', 'Negro', 'Verde'], {
        cl: 'Polerón cuello redondo',
        sizes: ADULT,
      }),
      p('Campera rompeviento impermeable', 'jacket', 38900, ['Negro', 'Azul', 'Rojo'], {
        cl: 'Cortaviento impermeable',
        sizes: ADULT,
      }),
      p('Chaleco polar', 'vest', 27900, ['Negro', 'Gris', 'Azul marino'], {
        cl: 'Chaleco de polar',
        sizes: ADULT,
      }),
      p('Campera softshell', 'jacket', 54900, ['Negro', 'Gris'], {
        cl: 'Chaqueta softshell',
        sizes: ADULT,
      }),
      p('Remera oversize de algodón', 'tshirt', 11900, ['Blanco', 'Negro', 'Natural'], {
        cl: 'Polera oversize de algodón',
        sizes: ['S', 'M', 'L', 'XL'],
      }),
      p('Camisa oxford manga larga', 'shirt', 32900, ['Blanco', 'Celeste'], {
        sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      }),
    ],
  },
  {
    slug: 'tecnologia',
    title: 'Tecnología',
    featured: true,
    material: 'garantía de 6 meses',
    weightGrams: 180,
    sizeCm: [8, 14, 2],
    techniques: [
      ['uv', ['Frente:50x50']],
      ['laser', ['Frente:40x30']],
      ['tampografia', ['Frente:40x20']],
    ],
    products: [
      p('Cargador portátil 10.000 mAh', 'powerbank', 24900, ['Negro', 'Blanco', 'Azul'], {
        brand: 'Techline',
      }),
      p(
        'Cargador portátil 5.000 mAh slim',
        'powerbank',
        15900,
        ['Negro', 'Blanco', 'Rojo', 'Plateado'],
        { brand: 'Techline' },
      ),
      p('Pendrive 32 GB giratorio', 'usb', 7900, ['Negro', 'Azul', 'Rojo', 'Verde', 'Blanco']),
      p('Pendrive 64 GB metálico', 'usb', 12900, ['Plateado', 'Negro']),
      p('Parlante bluetooth portátil', 'speaker', 29900, ['Negro', 'Azul', 'Rojo'], {
        brand: 'Techline',
      }),
      p('Parlante bluetooth de bambú', 'speaker', 34900, ['Madera'], { brand: 'Techline' }),
      p('Cargador inalámbrico de escritorio', 'charger', 19900, ['Blanco', 'Negro', 'Madera']),
      p('Hub USB-C cuatro puertos', 'hub', 21900, ['Gris', 'Plateado']),
      p('Mouse pad con carga inalámbrica', 'mousepad', 27900, ['Negro']),
      p('Lámpara de escritorio LED USB', 'lamp', 18900, ['Blanco', 'Negro']),
    ],
  },
  {
    slug: 'paraguas',
    title: 'Paraguas',
    featured: false,
    material: 'tela poliéster pongee y varillas de fibra',
    weightGrams: 420,
    sizeCm: [8, 80, 8],
    techniques: [
      ['serigrafia', ['Gajo:200x150']],
      ['dtf', ['Gajo:200x150']],
    ],
    products: [
      p('Paraguas automático 23 pulgadas', 'umbrella', 14900, ['Negro', 'Azul marino', 'Rojo']),
      p('Paraguas golf 30 pulgadas', 'umbrella', 26900, ['Negro', 'Azul', 'Blanco', 'Verde']),
      p('Paraguas plegable de bolsillo', 'umbrella', 9900, ['Negro', 'Azul', 'Rojo', 'Gris']),
      p('Paraguas invertido de doble tela', 'umbrella', 24900, ['Negro', 'Azul marino']),
      p('Paraguas antiviento reforzado', 'umbrella', 21900, ['Negro', 'Gris']),
      p('Paraguas infantil con silbato', 'umbrella', 8900, ['Amarillo', 'Rosa', 'Celeste']),
      p('Paraguas transparente tipo burbuja', 'umbrella', 12900, ['Blanco']),
      p('Paraguas plegable con linterna', 'umbrella', 15900, ['Negro', 'Azul']),
      p('Paraguas bicolor automático', 'umbrella', 17900, ['Rojo', 'Azul', 'Verde']),
      p('Paraguas ejecutivo con mango de madera', 'umbrella', 29900, ['Negro', 'Azul marino'], {
        brand: 'Signa',
      }),
    ],
  },
  {
    slug: 'llaveros',
    title: 'Llaveros',
    featured: false,
    material: 'argolla de acero niquelado',
    weightGrams: 25,
    sizeCm: [4, 9, 1],
    techniques: [
      ['laser', ['Frente:30x20']],
      ['uv', ['Frente:35x35']],
      ['tampografia', ['Frente:30x15']],
    ],
    products: [
      p('Llavero metálico rectangular', 'keychain', 1900, ['Plateado', 'Negro']),
      p('Llavero destapador', 'keychain', 1600, ['Plateado', 'Rojo', 'Azul', 'Negro']),
      p('Llavero de cuero con argolla', 'keychain', 2900, ['Negro', 'Madera']),
      p('Llavero de madera', 'keychain', 1400, ['Madera']),
      p('Llavero linterna LED', 'keychain', 2400, ['Negro', 'Rojo', 'Azul']),
      p('Llavero de acrílico personalizable', 'keychain', 990, ['Blanco']),
      p('Llavero de silicona', 'keychain', 1200, ['Rojo', 'Amarillo', 'Celeste', 'Verde', 'Rosa']),
      p('Llavero ficha para carrito', 'keychain', 1350, ['Plateado', 'Azul', 'Rojo']),
      p('Lanyard sublimado con mosquetón', 'lanyard', 1800, ['Blanco', 'Negro', 'Azul', 'Rojo'], {
        cl: 'Cinta porta credencial sublimada',
      }),
      p('Llavero multiherramienta', 'keychain', 4900, ['Negro', 'Plateado']),
    ],
  },
  {
    slug: 'oficina',
    title: 'Oficina',
    featured: false,
    material: 'terminación premium',
    weightGrams: 200,
    sizeCm: [20, 10, 5],
    techniques: [
      ['laser', ['Frente:60x40']],
      ['uv', ['Frente:80x60']],
      ['tampografia', ['Frente:50x25']],
    ],
    products: [
      p('Mouse pad de neoprene', 'mousepad', 3900, ['Negro', 'Azul', 'Gris'], {
        cl: 'Mousepad de neopreno',
      }),
      p('Portalápices de bambú', 'pencilcup', 4900, ['Madera']),
      p('Organizador de escritorio con cargador', 'organizer', 21900, ['Madera', 'Negro']),
      p('Calculadora solar de bolsillo', 'calculator', 5900, ['Negro', 'Blanco', 'Azul']),
      p('Porta credencial retráctil', 'badgereel', 1900, ['Negro', 'Blanco', 'Azul', 'Rojo'], {
        cl: 'Porta credencial retráctil yoyó',
      }),
      p('Set de resaltadores pastel', 'highlighter', 3400, [
        'Rosa',
        'Celeste',
        'Amarillo',
        'Verde',
      ]),
      p('Regla de aluminio 30 cm', 'ruler', 2300, ['Plateado']),
      p('Soporte de celular plegable', 'phonestand', 4200, ['Negro', 'Blanco', 'Azul', 'Rojo']),
      p('Pizarra blanca magnética A4', 'whiteboard', 8900, ['Blanco']),
      p('Porta tarjetas de aluminio', 'cardholder', 4600, ['Plateado', 'Negro']),
    ],
  },
  {
    slug: 'hogar-y-cocina',
    title: 'Hogar y cocina',
    featured: false,
    material: 'apto para uso alimentario',
    weightGrams: 500,
    sizeCm: [25, 30, 3],
    techniques: [
      ['laser', ['Frente:120x80']],
      ['serigrafia', ['Frente:150x150']],
      ['sublimacion', ['Frente:200x200']],
    ],
    products: [
      p('Mate de calabaza forrado en cuero', 'mate', 9900, ['Negro', 'Madera'], {
        cl: 'Mate de calabaza forrado',
      }),
      p('Mate de acero térmico con bombilla', 'mate', 14900, [
        'Negro',
        'Blanco',
        'Rojo',
        'Verde',
        'Azul',
      ]),
      p('Tabla de picar de bambú con manija', 'board', 11900, ['Madera']),
      p(
        'Delantal de gabardina con bolsillo',
        'apron',
        9900,
        ['Negro', 'Rojo', 'Natural', 'Azul marino'],
        { cl: 'Pechera de gabardina con bolsillo' },
      ),
      p('Set de posavasos de corcho x 4', 'coasters', 4900, ['Natural']),
      p('Repasador de algodón estampado', 'towel', 3900, ['Blanco', 'Natural'], {
        cl: 'Paño de cocina de algodón',
      }),
      p('Tabla de asado de madera', 'board', 16900, ['Madera'], {
        cl: 'Tabla para parrilla de madera',
      }),
      p('Set de utensilios de bambú', 'utensils', 8900, ['Madera']),
      p('Manta polar 120 x 150 cm', 'towel', 15900, ['Gris', 'Azul marino', 'Rojo', 'Verde']),
      p('Vela aromática en frasco de vidrio', 'candle', 7900, ['Natural', 'Blanco']),
    ],
  },
  {
    slug: 'deportes-y-aire-libre',
    title: 'Deportes y aire libre',
    featured: false,
    material: 'materiales resistentes para exterior',
    weightGrams: 380,
    sizeCm: [30, 25, 10],
    techniques: [
      ['serigrafia', ['Frente:200x150']],
      ['sublimacion', ['Frente:300x200']],
      ['bordado', ['Frente:90x60']],
    ],
    products: [
      p('Toalla de microfibra deportiva', 'towel', 7900, ['Celeste', 'Gris', 'Naranja', 'Azul']),
      p('Conservadora plegable 12 latas', 'cooler', 19900, ['Azul', 'Gris', 'Rojo'], {
        cl: 'Cooler plegable 12 latas',
      }),
      p('Heladera rígida 20 litros', 'cooler', 49900, ['Azul', 'Blanco'], {
        cl: 'Cooler rígido 20 litros',
      }),
      p('Lona de playa con bolso', 'towel', 12900, ['Azul', 'Naranja', 'Verde']),
      p('Botella shaker para proteína', 'bottle', 5400, ['Negro', 'Rosa', 'Celeste']),
      p('Riñonera deportiva impermeable', 'beltbag', 11900, ['Negro', 'Gris', 'Naranja'], {
        cl: 'Banano deportivo impermeable',
      }),
      p('Toalla de playa de algodón', 'towel', 18900, ['Celeste', 'Amarillo', 'Rosa']),
      p('Silla plegable de camping', 'chair', 39900, ['Azul', 'Verde', 'Negro']),
      p('Mochila de hidratación 2 litros', 'backpack', 27900, ['Negro', 'Azul', 'Rojo'], {
        brand: 'Trekker',
      }),
      p('Banda elástica de entrenamiento set x 3', 'band', 8400, ['Verde', 'Amarillo', 'Rojo']),
    ],
  },
];
