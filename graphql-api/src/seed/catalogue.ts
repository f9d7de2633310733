// The demo catalogue: every category with every brand, realistic prices, some on sale, some scarce or sold out, and
// a few premium pieces so the reduced (from $1,000) and free (from $2,000) shipping tiers are reachable.

/** Slugs of the categories and brands the migration *_categories_and_brands creates (the seed adds none). */
type Category = "men" | "women" | "kids" | "accessories" | "footwear";
type Brand = "nike" | "adidas" | "puma" | "levi" | "zara" | "hm";

/** What the generated illustration draws. */
export type Shape =
  | "tshirt" | "hoodie" | "jacket" | "coat" | "pants" | "jeans" | "dress" | "shoe" | "boot"
  | "cap" | "bag" | "backpack" | "belt" | "scarf" | "sunglasses";

export interface Poster {
  headline: string;
  subline: string;
  from: string;
  to: string;
  decor: [Shape, Shape];
}

export interface CatalogueItem {
  slug: string;
  title: string;
  description: string;
  category: Category;
  brand: Brand;
  shape: Shape;
  /** Dollars. */
  price: number;
  salePrice?: number;
  stock: number;
}

type Row = [title: string, description: string, category: Category, brand: Brand, shape: Shape, price: number, sale: number, stock: number];

const ROWS: Row[] = [
  // Men
  ["Nike Dri-FIT Legend Training T-Shirt", "Sweat-wicking training tee with a relaxed fit. Soft jersey that dries fast.", "men", "nike", "tshirt", 30, 0, 120],
  ["Nike Sportswear Club Fleece Hoodie", "Brushed-back fleece pullover hoodie for everyday warmth.", "men", "nike", "hoodie", 60, 48, 85],
  ["Adidas Essentials 3-Stripes Track Jacket", "Full-zip track jacket in recycled tricot with the iconic 3-Stripes.", "men", "adidas", "jacket", 70, 0, 64],
  ["Adidas Tiro 23 League Training Pants", "Slim tapered training pants with zip pockets and ankle zips.", "men", "adidas", "pants", 50, 0, 27],
  ["Puma Essentials Logo Tee", "Classic cotton crew-neck tee with a bold Puma cat logo.", "men", "puma", "tshirt", 25, 0, 140],
  ["Puma Evostripe Full-Zip Hoodie", "Midweight zip hoodie with stretch for training and travel.", "men", "puma", "hoodie", 70, 55, 0],
  ["Levi's 501 Original Jeans", "The original straight-leg jean with a button fly, cut from rigid cotton denim.", "men", "levi", "jeans", 79.5, 0, 150],
  ["Levi's Type III Trucker Jacket", "The classic denim trucker with pointed chest pockets and a tailored fit.", "men", "levi", "jacket", 98, 0, 42],
  ["Levi's Vintage Clothing Horsehide Leather Jacket", "A faithful 1930s reproduction in hand-finished horsehide leather. Made in limited numbers.", "men", "levi", "jacket", 1250, 0, 4],
  ["Zara Slim Fit Wool Blend Blazer", "Tailored single-breasted blazer with notch lapels and a wool blend shell.", "men", "zara", "jacket", 149, 119, 36],
  ["Zara Textured Knit Polo Shirt", "Short-sleeve polo in a waffle knit with a buttoned placket.", "men", "zara", "tshirt", 39.9, 0, 58],
  ["H&M Regular Fit Oxford Shirt", "Long-sleeve cotton Oxford shirt with a button-down collar.", "men", "hm", "tshirt", 24.99, 0, 110],
  ["H&M Slim Fit Cotton Chinos", "Chinos in stretch cotton twill with a slim leg.", "men", "hm", "pants", 29.99, 0, 95],

  // Women
  ["Nike One High-Waisted Leggings", "Full-length leggings with a soft, second-skin feel and a hidden waistband pocket.", "women", "nike", "pants", 55, 0, 88],
  ["Nike Windrunner Women's Jacket", "Lightweight woven jacket with the signature chevron design.", "women", "nike", "jacket", 100, 79.99, 5],
  ["Adidas Adicolor Classics Firebird Track Top", "Retro track top in glossy tricot with contrast 3-Stripes.", "women", "adidas", "jacket", 80, 0, 47],
  ["Adidas Stan Smith Women's Tee", "Boxy cotton tee with a small Stan Smith graphic.", "women", "adidas", "tshirt", 35, 0, 66],
  ["Puma Her High-Waist Leggings", "Stretch leggings with a wide waistband and a matte finish.", "women", "puma", "pants", 45, 36, 70],
  ["Puma Cloudspun Crop Top", "Cropped training top in buttery-soft Cloudspun fabric.", "women", "puma", "tshirt", 40, 0, 3],
  ["Levi's Ribcage Straight Ankle Jeans", "Super high rise with a straight, ankle-length leg.", "women", "levi", "jeans", 98, 0, 77],
  ["Levi's Women's Sherpa Trucker Jacket", "Denim trucker lined with cosy sherpa in the body and collar.", "women", "levi", "jacket", 128, 99, 0],
  ["Zara Satin Effect Midi Dress", "Midi dress with thin straps and a fluid satin-effect finish.", "women", "zara", "dress", 59.9, 0, 54],
  ["Zara Atelier Shearling Aviator Coat", "Limited-edition aviator coat in double-faced shearling with leather trims.", "women", "zara", "coat", 1490, 1290, 6],
  ["H&M Linen-Blend Wrap Dress", "Airy wrap dress in a linen blend with a tie belt.", "women", "hm", "dress", 34.99, 0, 92],
  ["H&M Rib-Knit Cardigan", "Fitted cardigan in a soft rib knit with pearly buttons.", "women", "hm", "hoodie", 29.99, 22.99, 61],

  // Kids
  ["Nike Kids' Club Fleece Joggers", "Soft fleece joggers with an elastic waist and cuffs.", "kids", "nike", "pants", 40, 0, 73],
  ["Nike Kids' Dri-FIT Trophy Tee", "Sweat-wicking tee for practice and the playground.", "kids", "nike", "tshirt", 22, 0, 29],
  ["Adidas Kids' Essentials 3-Stripes Hoodie", "Cotton-blend hoodie with a kangaroo pocket.", "kids", "adidas", "hoodie", 45, 0, 58],
  ["Adidas Kids' Tensaur Sport Shoes", "Hook-and-loop running shoes that go on in seconds.", "kids", "adidas", "shoe", 45, 36, 44],
  ["Puma Kids' Essentials Jogger Set", "Matching hoodie and joggers in soft fleece.", "kids", "puma", "hoodie", 50, 0, 39],
  ["Levi's Kids' 511 Slim Fit Jeans", "The grown-up 511 slim fit, sized for kids, with stretch for play.", "kids", "levi", "jeans", 45, 0, 52],
  ["Levi's Kids' Batwing Logo Hoodie", "Pullover hoodie with the Levi's batwing logo.", "kids", "levi", "hoodie", 38, 0, 8],
  ["Zara Kids' Printed Cotton T-Shirt", "Cotton tee with a playful front print.", "kids", "zara", "tshirt", 15.9, 0, 130],
  ["Zara Kids' Water-Repellent Puffer Jacket", "Padded puffer with a hood and water-repellent finish.", "kids", "zara", "jacket", 49.9, 39.9, 48],
  ["H&M Kids' 3-Pack Cotton T-Shirts", "Three soft cotton tees in easy-to-match colours.", "kids", "hm", "tshirt", 17.99, 0, 160],
  ["H&M Kids' Denim Dungarees", "Washed denim dungarees with adjustable straps.", "kids", "hm", "jeans", 24.99, 0, 0],

  // Accessories
  ["Nike Heritage Drawstring Bag", "Lightweight drawstring bag with a zip pocket for small items.", "accessories", "nike", "backpack", 22, 0, 100],
  ["Nike Dri-FIT Club Cap", "Unstructured six-panel cap with a curved bill and sweat-wicking band.", "accessories", "nike", "cap", 25, 0, 125],
  ["Adidas Originals Trefoil Baseball Cap", "Cotton twill cap with an embroidered Trefoil logo.", "accessories", "adidas", "cap", 25, 20, 90],
  ["Adidas Y-3 Leather Weekender Bag", "Yohji Yamamoto's Y-3 weekender in full-grain leather with webbing handles.", "accessories", "adidas", "bag", 1350, 0, 5],
  ["Puma Phase Backpack", "Everyday backpack with a padded back and a front zip pocket.", "accessories", "puma", "backpack", 30, 0, 84],
  ["Puma Ribbed Classic Beanie", "Warm rib-knit beanie with a fold-up cuff.", "accessories", "puma", "cap", 20, 0, 2],
  ["Levi's Reversible Leather Belt", "Genuine leather belt that reverses from black to brown.", "accessories", "levi", "belt", 35, 0, 67],
  ["Levi's Wool-Blend Scarf", "Soft wool-blend scarf with fringed ends.", "accessories", "levi", "scarf", 30, 24, 45],
  ["Zara Atelier Leather Tote Bag", "Hand-stitched calfskin tote with a suede lining. A limited Atelier piece.", "accessories", "zara", "bag", 2150, 0, 3],
  ["Zara Leather Crossbody Bag", "Compact leather crossbody with an adjustable strap.", "accessories", "zara", "bag", 69.9, 0, 41],
  ["H&M Oversized Sunglasses", "Oversized frames with UV-protective tinted lenses.", "accessories", "hm", "sunglasses", 14.99, 0, 150],
  ["H&M Wool-Blend Scarf", "Chunky knit scarf in a warm wool blend.", "accessories", "hm", "scarf", 19.99, 0, 76],

  // Footwear
  ["Nike Air Zoom Pegasus 40", "A springy everyday running shoe with Zoom Air units and a breathable mesh upper.", "footwear", "nike", "shoe", 130, 104, 60],
  ["Nike Air Force 1 '07", "The basketball original in crisp leather with Air cushioning.", "footwear", "nike", "shoe", 115, 0, 110],
  ["Adidas Ultraboost Light Running Shoes", "Our lightest Ultraboost, with responsive Light BOOST cushioning.", "footwear", "adidas", "shoe", 190, 152, 34],
  ["Adidas Samba OG", "The terrace classic in leather with a gum rubber sole.", "footwear", "adidas", "shoe", 100, 0, 0],
  ["Puma Suede Classic XXI", "The iconic suede sneaker, refreshed with a softer footbed.", "footwear", "puma", "shoe", 75, 0, 80],
  ["Puma RS-X Efekt Sneakers", "Chunky running-inspired sneakers with RS cushioning.", "footwear", "puma", "shoe", 110, 88, 46],
  ["Levi's Piper Canvas Sneakers", "Low-top canvas sneakers with a vulcanised rubber sole.", "footwear", "levi", "shoe", 60, 0, 55],
  ["Levi's Tanner Leather Chelsea Boots", "Pull-on leather Chelsea boots with elastic gores.", "footwear", "levi", "boot", 90, 0, 29],
  ["Zara Leather Ankle Boots", "Leather ankle boots with a block heel and side zip.", "footwear", "zara", "boot", 119, 0, 33],
  ["Zara Chunky Sole Loafers", "Polished loafers on a lug sole.", "footwear", "zara", "shoe", 69.9, 0, 40],
  ["H&M Canvas Sneakers", "Everyday canvas sneakers with a cushioned insole.", "footwear", "hm", "shoe", 24.99, 0, 135],
  ["H&M Warm-Lined Chelsea Boots", "Chelsea boots with a warm faux-fur lining.", "footwear", "hm", "boot", 39.99, 29.99, 50],
];

export const slugify = (title: string) =>
  title.toLowerCase().replace(/&/g, "").replace(/'/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export const CATALOGUE: CatalogueItem[] = ROWS.map(([title, description, category, brand, shape, price, sale, stock]) => ({
  slug: slugify(title),
  title,
  description,
  category,
  brand,
  shape,
  price,
  ...(sale > 0 ? { salePrice: sale } : {}),
  stock,
}));

export const catalogueBySlug = new Map(CATALOGUE.map((item) => [item.slug, item]));

/** Posters: the two silhouettes drawn on each show what its headline is about. */
export const BANNERS: Poster[] = [
  { headline: "New Season Arrivals", subline: "Fresh styles for men, women and kids", from: "#1a365d", to: "#3182ce", decor: ["jacket", "dress"] },
  { headline: "Sneaker Sale", subline: "Up to 20% off Nike, Adidas and Puma favourites", from: "#742a2a", to: "#e53e3e", decor: ["shoe", "shoe"] },
  { headline: "Denim Days", subline: "Levi's classics, from the 501 to the trucker jacket", from: "#2a4365", to: "#667eea", decor: ["jeans", "jacket"] },
  { headline: "Kids' Collection", subline: "Play-proof clothes in every size", from: "#22543d", to: "#48bb78", decor: ["tshirt", "hoodie"] },
  { headline: "Accessories", subline: "Caps, bags, belts, scarves and more", from: "#553c9a", to: "#b794f4", decor: ["cap", "bag"] },
  { headline: "Free Shipping", subline: "On orders from $2,000, and reduced from $1,000", from: "#7b341e", to: "#ed8936", decor: ["backpack", "coat"] },
];

export const FEATURES: Poster[] = [
  { headline: "Run Further", subline: "Pegasus and Ultraboost", from: "#234e52", to: "#38b2ac", decor: ["shoe", "tshirt"] },
  { headline: "Denim, Reworked", subline: "Levi's essentials", from: "#1a202c", to: "#4a5568", decor: ["jeans", "jacket"] },
  { headline: "Atelier Pieces", subline: "Limited leather and shearling", from: "#5f370e", to: "#d69e2e", decor: ["coat", "bag"] },
  { headline: "Back to School", subline: "Kids' tees, hoodies and shoes", from: "#2c5282", to: "#63b3ed", decor: ["backpack", "hoodie"] },
  { headline: "Warm Layers", subline: "Coats, scarves and boots", from: "#44337a", to: "#805ad5", decor: ["coat", "boot"] },
  { headline: "Under $30", subline: "Everyday basics", from: "#276749", to: "#68d391", decor: ["tshirt", "cap"] },
];
