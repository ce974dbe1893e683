import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_CATEGORIES } from './demo-products.js';
import { productSvg, type ArtKind } from './product-art.js';

// What a buyer reads in a product's name, and the drawing that must show it. Written apart from
// the catalogue on purpose: a product renamed or given the wrong picture fails here.
const DRAWN_AS: [RegExp, ArtKind][] = [
  [/^(Taza|Jarro) /, 'mug'],
  [/^Vaso térmico/, 'tumbler'],
  [/^Botella /, 'bottle'],
  [/^Termo /, 'thermos'],
  [/^(Bolígrafo|Roller|Set bolígrafo) /, 'pen'],
  [/^Set de resaltadores/, 'highlighter'],
  [/^(Cuaderno|Libreta|Agenda|Anotador|Carpeta) /, 'notebook'],
  [/^(Tote bag|Bolsa de friselina|Bolsa de yute|Bolsa plegable) /, 'tote'],
  [/^(Bolsa térmica|Conservadora|Heladera) /, 'cooler'],
  [/^Mochila (?!saco)/, 'backpack'],
  [/^Mochila saco/, 'drawstring'],
  [/^Bolso deportivo/, 'duffel'],
  [/^Riñonera/, 'beltbag'],
  [/^Gorra /, 'cap'],
  [/^Visera /, 'visor'],
  [/^Piluso /, 'buckethat'],
  [/^Remera /, 'tshirt'],
  [/^Chomba /, 'polo'],
  [/^Camisa /, 'shirt'],
  [/^Buzo /, 'hoodie'],
  [/^Campera /, 'jacket'],
  [/^Chaleco /, 'vest'],
  [/^Cargador portátil/, 'powerbank'],
  [/^Cargador inalámbrico/, 'charger'],
  [/^Pendrive /, 'usb'],
  [/^Hub USB/, 'hub'],
  [/^Parlante /, 'speaker'],
  [/^Paraguas /, 'umbrella'],
  [/^Llavero /, 'keychain'],
  [/^Mouse pad /, 'mousepad'],
  [/^Mate /, 'mate'],
  [/^Tabla de (picar|asado) /, 'board'],
  [/^Delantal /, 'apron'],
  [/^(Toalla|Repasador|Manta|Lona de playa) /, 'towel'],
  [/^Lanyard /, 'lanyard'],
  [/^Porta credencial /, 'badgereel'],
  [/^Regla /, 'ruler'],
  [/^Calculadora /, 'calculator'],
  [/^Lámpara /, 'lamp'],
  [/^Silla /, 'chair'],
  [/^Pizarra /, 'whiteboard'],
  [/^Porta tarjetas /, 'cardholder'],
  [/^Banda elástica /, 'band'],
  [/^Vela /, 'candle'],
  [/^Set de posavasos /, 'coasters'],
  [/^Portalápices /, 'pencilcup'],
  [/^Organizador de escritorio /, 'organizer'],
  [/^Soporte de celular /, 'phonestand'],
  [/^Set de utensilios /, 'utensils'],
];

const products = DEMO_CATEGORIES.flatMap((category) => category.products);

describe('the demo product pictures', () => {
  it('draw every product as what its name says, with no product left to a generic drawing', () => {
    assert.equal(products.length, 130);
    for (const product of products) {
      const rules = DRAWN_AS.filter(([name]) => name.test(product.name));
      assert.equal(rules.length, 1, `${product.name}: ${rules.length} name rules match`);
      assert.equal(product.art, rules[0]![1], product.name);
    }
  });

  it('use every rule of the table, so none of it is left untested', () => {
    const unused = DRAWN_AS.filter(([name]) => !products.some((p) => name.test(p.name)));
    assert.deepEqual(
      unused.map(([, kind]) => kind),
      [],
    );
  });

  it('give each kind of product a drawing of its own', () => {
    const kinds = [...new Set(DRAWN_AS.map(([, kind]) => kind))];
    const drawings = kinds.map((kind) => productSvg(kind, '#1e4fa3', 'Producto'));
    assert.equal(new Set(drawings).size, kinds.length);
  });

  it('tint every drawing in the colour of its variant', () => {
    for (const kind of new Set(DRAWN_AS.map(([, kind]) => kind))) {
      assert.notEqual(
        productSvg(kind, '#c62828', 'Rojo'),
        productSvg(kind, '#1e4fa3', 'Rojo'),
        kind,
      );
    }
  });
});
