/**
 * The demo catalogue: real parapharmacy brands and the kind of products a Moroccan parapharmacy sells.
 * Prices in MAD. Stocks are chosen so that every screen has something to show: a few products out of
 * stock, a few low (1..5), the rest comfortable.
 */

export type SeedCategory = { name: string; colour: string };

/** The 8 categories of the specification (section 9), in their display order. */
export const SEED_CATEGORIES: SeedCategory[] = [
  { name: 'Skincare', colour: '#0ea5e9' },
  { name: 'Hair Care', colour: '#a855f7' },
  { name: 'Supplements', colour: '#f59e0b' },
  { name: 'Baby & Maternity', colour: '#ec4899' },
  { name: 'Personal Hygiene', colour: '#14b8a6' },
  { name: 'Herbal Remedies', colour: '#22c55e' },
  { name: 'Cosmetics', colour: '#f43f5e' },
  { name: 'Medical Devices', colour: '#64748b' },
];

export type SeedBrand = {
  key: string;
  name: string;
  nameFr: string;
  nameAr: string;
  initials: string;
  colour: string;
};

export const SEED_BRANDS: SeedBrand[] = [
  {
    key: 'lrp',
    name: 'La Roche-Posay',
    nameFr: 'La Roche-Posay',
    nameAr: 'لاروش بوزيه',
    initials: 'LRP',
    colour: '#1d70b8',
  },
  { key: 'avene', name: 'Avène', nameFr: 'Avène', nameAr: 'أفين', initials: 'AV', colour: '#e4007c' },
  {
    key: 'bioderma',
    name: 'Bioderma',
    nameFr: 'Bioderma',
    nameAr: 'بيوديرما',
    initials: 'BD',
    colour: '#00a0df',
  },
  { key: 'vichy', name: 'Vichy', nameFr: 'Vichy', nameAr: 'فيشي', initials: 'VY', colour: '#0b4ea2' },
  {
    key: 'eucerin',
    name: 'Eucerin',
    nameFr: 'Eucerin',
    nameAr: 'يوسيرين',
    initials: 'EU',
    colour: '#c8102e',
  },
  { key: 'uriage', name: 'Uriage', nameFr: 'Uriage', nameAr: 'يورياج', initials: 'UR', colour: '#2aa8e0' },
  { key: 'cerave', name: 'CeraVe', nameFr: 'CeraVe', nameAr: 'سيرافي', initials: 'CV', colour: '#005eb8' },
  { key: 'nuxe', name: 'Nuxe', nameFr: 'Nuxe', nameAr: 'نوكس', initials: 'NX', colour: '#b8860b' },
  { key: 'svr', name: 'SVR', nameFr: 'SVR', nameAr: 'إس في إر', initials: 'SVR', colour: '#00843d' },
  {
    key: 'mustela',
    name: 'Mustela',
    nameFr: 'Mustela',
    nameAr: 'موستيلا',
    initials: 'MU',
    colour: '#f7a600',
  },
  { key: 'ducray', name: 'Ducray', nameFr: 'Ducray', nameAr: 'دوكراي', initials: 'DU', colour: '#6d2077' },
  { key: 'klorane', name: 'Klorane', nameFr: 'Klorane', nameAr: 'كلوران', initials: 'KL', colour: '#4c8c2b' },
  {
    key: 'arkopharma',
    name: 'Arkopharma',
    nameFr: 'Arkopharma',
    nameAr: 'أركوفارما',
    initials: 'AK',
    colour: '#e05206',
  },
  { key: 'omron', name: 'Omron', nameFr: 'Omron', nameAr: 'أومرون', initials: 'OM', colour: '#005bac' },
];

export type SeedProduct = {
  key: string;
  name: string;
  brand: string;
  category: string;
  price: number;
  stock: number;
  description: string;
};

export const SEED_PRODUCTS: SeedProduct[] = [
  // ---------------------------------------------------------------- Skincare
  {
    key: 'effaclar-duo',
    name: 'Effaclar Duo+ 40ml',
    brand: 'lrp',
    category: 'Skincare',
    price: 189,
    stock: 34,
    description:
      'Corrective anti-imperfection cream for oily, acne-prone skin. Unclogs pores, reduces marks and keeps the skin matte all day.',
  },
  {
    key: 'cicaplast-b5',
    name: 'Cicaplast Baume B5+ 40ml',
    brand: 'lrp',
    category: 'Skincare',
    price: 119,
    stock: 48,
    description:
      'Soothing repairing balm with panthenol and madecassoside for dry, irritated skin of the whole family, babies included.',
  },
  {
    key: 'anthelios-uvmune',
    name: 'Anthelios UVMune 400 Fluid SPF50+ 50ml',
    brand: 'lrp',
    category: 'Skincare',
    price: 229,
    stock: 27,
    description:
      'Very high sun protection against UVA and UVB rays in an invisible, water-resistant fluid for sensitive skin.',
  },
  {
    key: 'cicalfate',
    name: 'Cicalfate+ Repairing Cream 40ml',
    brand: 'avene',
    category: 'Skincare',
    price: 129,
    stock: 3,
    description:
      'Restorative protective cream with Avène thermal spring water for damaged and irritated skin.',
  },
  {
    key: 'avene-spray',
    name: 'Thermal Spring Water Spray 300ml',
    brand: 'avene',
    category: 'Skincare',
    price: 119,
    stock: 52,
    description:
      'Soothing and softening thermal water mist to calm sensitive skin after sun, shaving or make-up removal.',
  },
  {
    key: 'sensibio-h2o',
    name: 'Sensibio H2O Micellar Water 500ml',
    brand: 'bioderma',
    category: 'Skincare',
    price: 179,
    stock: 41,
    description:
      'The original micellar water: cleanses and removes make-up from face and eyes without rinsing, for sensitive skin.',
  },
  {
    key: 'atoderm-creme',
    name: 'Atoderm Ultra Cream 500ml',
    brand: 'bioderma',
    category: 'Skincare',
    price: 199,
    stock: 18,
    description:
      'Nourishing cream that protects very dry skin for 24 hours. Fragrance-free, suitable for the whole family.',
  },
  {
    key: 'mineral-89',
    name: 'Minéral 89 Hyaluronic Booster 50ml',
    brand: 'vichy',
    category: 'Skincare',
    price: 289,
    stock: 22,
    description:
      'Daily fortifying booster with 89% Vichy volcanic water and hyaluronic acid for plumper, stronger skin.',
  },
  {
    key: 'hyaluron-filler',
    name: 'Hyaluron-Filler Day Cream SPF30 50ml',
    brand: 'eucerin',
    category: 'Skincare',
    price: 329,
    stock: 0,
    description:
      'Anti-wrinkle day care with two types of hyaluronic acid that fills deep wrinkles and protects from the sun.',
  },
  {
    key: 'eau-legere',
    name: 'Thermal Water Light Cream 40ml',
    brand: 'uriage',
    category: 'Skincare',
    price: 149,
    stock: 25,
    description:
      'Light moisturising water cream for normal to combination skin, with Uriage isotonic thermal water.',
  },
  {
    key: 'cerave-cream',
    name: 'Moisturising Cream 454g',
    brand: 'cerave',
    category: 'Skincare',
    price: 219,
    stock: 37,
    description:
      'Rich cream with three essential ceramides and hyaluronic acid that restores the protective skin barrier.',
  },
  {
    key: 'cerave-foaming',
    name: 'Foaming Cleanser 236ml',
    brand: 'cerave',
    category: 'Skincare',
    price: 139,
    stock: 4,
    description:
      'Foaming gel cleanser with niacinamide for normal to oily skin; removes excess oil without disrupting the barrier.',
  },
  {
    key: 'sebiaclear-gel',
    name: 'Sebiaclear Micellar Foaming Gel 200ml',
    brand: 'svr',
    category: 'Skincare',
    price: 125,
    stock: 29,
    description:
      'Purifying soap-free gel with gluconolactone that cleanses oily skin and limits shine and imperfections.',
  },

  // ---------------------------------------------------------------- Hair Care
  {
    key: 'anaphase-shampoo',
    name: 'Anaphase+ Anti-Hair Loss Shampoo 200ml',
    brand: 'ducray',
    category: 'Hair Care',
    price: 159,
    stock: 31,
    description:
      'Stimulating cream shampoo that complements anti-hair-loss treatments and leaves weakened hair stronger.',
  },
  {
    key: 'kelual-ds',
    name: 'Kelual DS Anti-Dandruff Shampoo 100ml',
    brand: 'ducray',
    category: 'Hair Care',
    price: 149,
    stock: 2,
    description:
      'Treatment shampoo for severe dandruff and seborrhoeic dermatitis; relieves itching and redness.',
  },
  {
    key: 'klorane-oat',
    name: 'Ultra-Gentle Shampoo with Oat Milk 400ml',
    brand: 'klorane',
    category: 'Hair Care',
    price: 119,
    stock: 44,
    description:
      'Gentle shampoo for frequent use by the whole family; oat milk softens and protects the hair.',
  },
  {
    key: 'klorane-dry-nettle',
    name: 'Dry Shampoo with Nettle 150ml',
    brand: 'klorane',
    category: 'Hair Care',
    price: 109,
    stock: 23,
    description:
      'Oil-control dry shampoo that refreshes oily hair in two minutes without water, leaving no white residue.',
  },
  {
    key: 'aminexil',
    name: 'Dercos Aminexil Clinical 5 21x6ml',
    brand: 'vichy',
    category: 'Hair Care',
    price: 549,
    stock: 9,
    description:
      'Multi-target anti-hair-loss treatment in ampoules for men and women; visible results from six weeks.',
  },
  {
    key: 'dercos-shampoo',
    name: 'Dercos Anti-Dandruff Shampoo 200ml',
    brand: 'vichy',
    category: 'Hair Care',
    price: 139,
    stock: 36,
    description:
      'Anti-dandruff shampoo with selenium DS for normal to oily hair; removes visible flakes from the first wash.',
  },
  {
    key: 'node-ds',
    name: 'Nodé DS+ Anti-Recurrence Shampoo 125ml',
    brand: 'bioderma',
    category: 'Hair Care',
    price: 135,
    stock: 0,
    description:
      'Intensive shampoo that eliminates severe dandruff, soothes the scalp and limits recurrence.',
  },
  {
    key: 'klorane-mango',
    name: 'Conditioner with Mango Butter 200ml',
    brand: 'klorane',
    category: 'Hair Care',
    price: 99,
    stock: 27,
    description:
      'Nourishing conditioner for dry hair; mango butter detangles and restores softness and shine.',
  },

  // ---------------------------------------------------------------- Supplements
  {
    key: 'brewers-yeast',
    name: "Arkogélules Brewer's Yeast 150 capsules",
    brand: 'arkopharma',
    category: 'Supplements',
    price: 99,
    stock: 38,
    description: "Brewer's yeast rich in B vitamins, for healthy hair, nails and skin. Three-month course.",
  },
  {
    key: 'azinc',
    name: 'Azinc Vitality 120 capsules',
    brand: 'arkopharma',
    category: 'Supplements',
    price: 159,
    stock: 21,
    description:
      'Multivitamin and mineral complex with zinc and vitamin C to reduce tiredness and support immunity.',
  },
  {
    key: 'vitamin-c',
    name: 'Arkovital Vitamin C 30 tablets',
    brand: 'arkopharma',
    category: 'Supplements',
    price: 79,
    stock: 5,
    description: 'Natural acerola vitamin C that helps reduce tiredness; one chewable tablet a day.',
  },
  {
    key: 'magnesium',
    name: 'Marine Magnesium B6 60 capsules',
    brand: 'arkopharma',
    category: 'Supplements',
    price: 89,
    stock: 33,
    description:
      'Marine magnesium with vitamin B6 that contributes to the normal functioning of the nervous system.',
  },
  {
    key: 'anacaps',
    name: 'Anacaps Reactiv 30 capsules',
    brand: 'ducray',
    category: 'Supplements',
    price: 179,
    stock: 14,
    description:
      'Food supplement for hair and nails with vitamins B, zinc and amino acids, during temporary hair loss.',
  },
  {
    key: 'royal-jelly',
    name: 'Arkoroyal Royal Jelly 1000mg 20 vials',
    brand: 'arkopharma',
    category: 'Supplements',
    price: 149,
    stock: 0,
    description: 'Fresh royal jelly in drinkable vials to support vitality during the change of season.',
  },

  // ---------------------------------------------------------------- Baby & Maternity
  {
    key: 'hydra-bebe',
    name: 'Hydra Bébé Face Cream 40ml',
    brand: 'mustela',
    category: 'Baby & Maternity',
    price: 99,
    stock: 26,
    description: 'Daily moisturising face cream for babies from birth, with natural avocado perseose.',
  },
  {
    key: 'mustela-gel',
    name: 'Gentle Cleansing Gel 500ml',
    brand: 'mustela',
    category: 'Baby & Maternity',
    price: 149,
    stock: 39,
    description: 'Tear-free cleansing gel for baby hair and body, 99% ingredients of natural origin.',
  },
  {
    key: 'mustela-123',
    name: 'Diaper Cream 1 2 3 100ml',
    brand: 'mustela',
    category: 'Baby & Maternity',
    price: 109,
    stock: 31,
    description: 'Nappy rash cream that soothes, repairs and protects irritated skin at every change.',
  },
  {
    key: 'stretch-marks',
    name: 'Maternité Stretch Marks Prevention Cream 150ml',
    brand: 'mustela',
    category: 'Baby & Maternity',
    price: 269,
    stock: 1,
    description: 'Helps prevent stretch marks during pregnancy and improves skin elasticity; fragrance-free.',
  },
  {
    key: 'liniment',
    name: 'Liniment Gentle Cleanser 400ml',
    brand: 'mustela',
    category: 'Baby & Maternity',
    price: 129,
    stock: 22,
    description: 'No-rinse oleo-calcareous liniment that cleanses and protects the nappy area.',
  },
  {
    key: 'abcderm',
    name: 'ABCDerm Cold Cream 200ml',
    brand: 'bioderma',
    category: 'Baby & Maternity',
    price: 139,
    stock: 17,
    description:
      'Nourishing body cream for babies and children with dry skin; protects against cold and wind.',
  },
  {
    key: 'uriage-bebe',
    name: 'Bébé 1st Cleansing Cream 500ml',
    brand: 'uriage',
    category: 'Baby & Maternity',
    price: 139,
    stock: 24,
    description: 'Foaming cleansing cream for baby hair and body, with thermal water, soap-free.',
  },
  {
    key: 'avene-cold-cream',
    name: 'Cold Cream Body Emulsion 400ml',
    brand: 'avene',
    category: 'Baby & Maternity',
    price: 189,
    stock: 13,
    description: 'Nourishing emulsion for dry skin of babies, children and adults; non-greasy texture.',
  },

  // ---------------------------------------------------------------- Personal Hygiene
  {
    key: 'vichy-deo',
    name: '48h Anti-Perspirant Roll-On 50ml',
    brand: 'vichy',
    category: 'Personal Hygiene',
    price: 99,
    stock: 46,
    description:
      'Anti-perspirant deodorant that regulates heavy sweating for 48 hours; alcohol-free, for sensitive skin.',
  },
  {
    key: 'uriage-deo',
    name: 'Gentle Deodorant 50ml',
    brand: 'uriage',
    category: 'Personal Hygiene',
    price: 89,
    stock: 30,
    description: 'Aluminium-salt-free roll-on deodorant for sensitive skin, with thermal water.',
  },
  {
    key: 'reve-de-miel-gel',
    name: 'Rêve de Miel Face and Body Ultra-Rich Cleansing Gel 400ml',
    brand: 'nuxe',
    category: 'Personal Hygiene',
    price: 139,
    stock: 19,
    description:
      'Surgras cleansing gel with honey that cleanses dry and sensitive skin while preserving its comfort.',
  },
  {
    key: 'spirial',
    name: 'Spirial Deo-Shower 400ml',
    brand: 'svr',
    category: 'Personal Hygiene',
    price: 119,
    stock: 0,
    description: 'Deodorant shower gel that cleanses and limits perspiration odours from the shower onwards.',
  },
  {
    key: 'cold-cream-bar',
    name: 'Cold Cream Ultra-Rich Cleansing Bar 100g',
    brand: 'avene',
    category: 'Personal Hygiene',
    price: 59,
    stock: 55,
    description: 'Soap-free surgras bar that gently cleanses dry skin of the face and body.',
  },
  {
    key: 'ph5-gel',
    name: 'pH5 Washlotion 400ml',
    brand: 'eucerin',
    category: 'Personal Hygiene',
    price: 129,
    stock: 28,
    description:
      'Soap-free wash lotion that protects the skin’s natural resilience; suitable for sensitive skin.',
  },
  {
    key: 'lipikar-syndet',
    name: 'Lipikar Syndet AP+ 400ml',
    brand: 'lrp',
    category: 'Personal Hygiene',
    price: 179,
    stock: 20,
    description:
      'Anti-irritation cleansing cream-gel for very dry and atopic-prone skin of babies, children and adults.',
  },
  {
    key: 'atoderm-oil',
    name: 'Atoderm Shower Oil 1L',
    brand: 'bioderma',
    category: 'Personal Hygiene',
    price: 229,
    stock: 12,
    description: 'Ultra-gentle cleansing oil that nourishes and soothes very dry skin during the shower.',
  },

  // ---------------------------------------------------------------- Herbal Remedies
  {
    key: 'harpagophytum',
    name: 'Arkogélules Harpagophytum 45 capsules',
    brand: 'arkopharma',
    category: 'Herbal Remedies',
    price: 89,
    stock: 24,
    description: 'Devil’s claw root powder, traditionally used to support joint comfort and flexibility.',
  },
  {
    key: 'valerian',
    name: 'Arkogélules Valerian 45 capsules',
    brand: 'arkopharma',
    category: 'Herbal Remedies',
    price: 85,
    stock: 3,
    description: 'Valerian root, traditionally used to help relaxation and restful sleep.',
  },
  {
    key: 'ginseng',
    name: 'Arkogélules Ginseng 45 capsules',
    brand: 'arkopharma',
    category: 'Herbal Remedies',
    price: 115,
    stock: 19,
    description: 'Korean ginseng root to support physical and mental vitality during periods of fatigue.',
  },
  {
    key: 'echinacea',
    name: 'Arkogélules Echinacea 45 capsules',
    brand: 'arkopharma',
    category: 'Herbal Remedies',
    price: 89,
    stock: 16,
    description: 'Echinacea, traditionally used to support the body’s natural defences in winter.',
  },
  {
    key: 'detox',
    name: 'Arkofluides Organic Detox 20 vials',
    brand: 'arkopharma',
    category: 'Herbal Remedies',
    price: 149,
    stock: 11,
    description: 'Organic blend of artichoke, black radish and rosemary to support natural elimination.',
  },
  {
    key: 'desmodium',
    name: 'Arkogélules Desmodium 45 capsules',
    brand: 'arkopharma',
    category: 'Herbal Remedies',
    price: 95,
    stock: 8,
    description: 'Desmodium leaf, traditionally used to support liver function.',
  },
  {
    key: 'turmeric',
    name: 'Arkogélules Organic Turmeric 40 capsules',
    brand: 'arkopharma',
    category: 'Herbal Remedies',
    price: 99,
    stock: 21,
    description: 'Organic turmeric root with black pepper for joint comfort and digestion.',
  },

  // ---------------------------------------------------------------- Cosmetics
  {
    key: 'huile-prodigieuse',
    name: 'Huile Prodigieuse Dry Oil 100ml',
    brand: 'nuxe',
    category: 'Cosmetics',
    price: 259,
    stock: 32,
    description: 'Multi-purpose dry oil with seven precious plant oils that nourishes face, body and hair.',
  },
  {
    key: 'creme-fraiche',
    name: 'Crème Fraîche de Beauté 48h Moisturiser 30ml',
    brand: 'nuxe',
    category: 'Cosmetics',
    price: 239,
    stock: 15,
    description:
      'Moisturising cream with plant milk for normal skin; 48-hour hydration and a fresh, radiant complexion.',
  },
  {
    key: 'lip-balm',
    name: 'Rêve de Miel Lip Balm 15g',
    brand: 'nuxe',
    category: 'Cosmetics',
    price: 109,
    stock: 47,
    description: 'Cult lip balm with honey and plant oils that repairs and protects dry, chapped lips.',
  },
  {
    key: 'couvrance',
    name: 'Couvrance Fluid Foundation 30ml',
    brand: 'avene',
    category: 'Cosmetics',
    price: 219,
    stock: 10,
    description: 'High-coverage corrective fluid foundation for sensitive skin with imperfections; SPF20.',
  },
  {
    key: 'dermablend',
    name: 'Dermablend 16h Corrective Foundation 30ml',
    brand: 'vichy',
    category: 'Cosmetics',
    price: 249,
    stock: 0,
    description: 'Full-coverage fluid foundation that lasts 16 hours without a mask effect; non-comedogenic.',
  },
  {
    key: 'toleriane-mascara',
    name: 'Toleriane Waterproof Mascara',
    brand: 'lrp',
    category: 'Cosmetics',
    price: 169,
    stock: 14,
    description:
      'Waterproof mascara tested on sensitive eyes and contact lens wearers; lengthens and defines.',
  },
  {
    key: 'uriage-stick',
    name: 'Thermal Water Lip Stick 4g',
    brand: 'uriage',
    category: 'Cosmetics',
    price: 49,
    stock: 60,
    description: 'Moisturising and protective lip stick with thermal water and shea butter.',
  },
  {
    key: 'photoderm-cover',
    name: 'Photoderm Cover Touch SPF50+ 40ml',
    brand: 'bioderma',
    category: 'Cosmetics',
    price: 199,
    stock: 26,
    description:
      'Tinted very high protection with a natural finish that evens out the complexion and covers imperfections.',
  },

  // ---------------------------------------------------------------- Medical Devices
  {
    key: 'omron-m3',
    name: 'M3 Comfort Upper Arm Blood Pressure Monitor',
    brand: 'omron',
    category: 'Medical Devices',
    price: 899,
    stock: 7,
    description:
      'Clinically validated automatic blood pressure monitor with Intelli Wrap cuff and irregular heartbeat detection.',
  },
  {
    key: 'omron-rs2',
    name: 'RS2 Wrist Blood Pressure Monitor',
    brand: 'omron',
    category: 'Medical Devices',
    price: 549,
    stock: 12,
    description: 'Compact wrist monitor, easy to carry, with memory for 30 measurements.',
  },
  {
    key: 'omron-thermo',
    name: 'Eco Temp Basic Digital Thermometer',
    brand: 'omron',
    category: 'Medical Devices',
    price: 89,
    stock: 40,
    description: 'Fast and accurate digital thermometer for oral, rectal or underarm use; fever alarm.',
  },
  {
    key: 'omron-nebuliser',
    name: 'C101 Essential Compressor Nebuliser',
    brand: 'omron',
    category: 'Medical Devices',
    price: 699,
    stock: 4,
    description:
      'Compressor nebuliser for the treatment of asthma and respiratory conditions at home, for the whole family.',
  },
  {
    key: 'omron-bf212',
    name: 'BF212 Body Composition Scale',
    brand: 'omron',
    category: 'Medical Devices',
    price: 449,
    stock: 9,
    description: 'Bathroom scale that measures weight, body fat percentage and body mass index.',
  },
  {
    key: 'omron-gentle-temp',
    name: 'Gentle Temp 720 Forehead Thermometer',
    brand: 'omron',
    category: 'Medical Devices',
    price: 459,
    stock: 6,
    description:
      'Contactless infrared forehead thermometer with a one-second measurement, ideal for sleeping children.',
  },
];

/** Offers: days relative to today; negative end = expired. */
export const SEED_OFFERS: { product: string; percentOff: number; startInDays: number; endInDays: number }[] =
  [
    { product: 'effaclar-duo', percentOff: 20, startInDays: -3, endInDays: 14 },
    { product: 'sensibio-h2o', percentOff: 25, startInDays: -7, endInDays: 7 },
    { product: 'mineral-89', percentOff: 15, startInDays: -1, endInDays: 21 },
    { product: 'huile-prodigieuse', percentOff: 30, startInDays: 0, endInDays: 10 },
    { product: 'mustela-gel', percentOff: 10, startInDays: -10, endInDays: 5 },
    { product: 'omron-m3', percentOff: 12, startInDays: -2, endInDays: 30 },
    { product: 'anaphase-shampoo', percentOff: 20, startInDays: -40, endInDays: -20 },
    { product: 'azinc', percentOff: 15, startInDays: -60, endInDays: -31 },
    { product: 'couvrance', percentOff: 25, startInDays: -15, endInDays: -2 },
  ];

/** Packs of 2 to 4 products, priced a little under the sum of their products. */
export const SEED_PACKS: { name: string; description: string; products: string[]; percentOff: number }[] = [
  {
    name: 'Sensitive Skin Routine',
    description: 'Cleanse, soothe and repair: a complete daily routine for sensitive and reactive skin.',
    products: ['sensibio-h2o', 'avene-spray', 'cicaplast-b5'],
    percentOff: 15,
  },
  {
    name: 'Gentle Baby Kit',
    description:
      'Everything for baby’s bath and changes: cleansing gel, liniment, diaper cream and face cream.',
    products: ['mustela-gel', 'liniment', 'mustela-123', 'hydra-bebe'],
    percentOff: 12,
  },
  {
    name: 'Strong Hair Programme',
    description: 'Shampoo and food supplement that work together against temporary hair loss.',
    products: ['anaphase-shampoo', 'anacaps'],
    percentOff: 10,
  },
  {
    name: 'Summer Protection Set',
    description: 'Very high sun protection for the face, a tinted cover and lip care for sunny days.',
    products: ['anthelios-uvmune', 'photoderm-cover', 'uriage-stick'],
    percentOff: 15,
  },
];

export const SEED_CUSTOMERS: { fullName: string; email: string; city: string; joinedDaysAgo: number }[] = [
  { fullName: 'Amina El Idrissi', email: 'amina.elidrissi@gmail.com', city: 'Dakhla', joinedDaysAgo: 118 },
  { fullName: 'Youssef Benali', email: 'youssef.benali@gmail.com', city: 'Laayoune', joinedDaysAgo: 112 },
  { fullName: 'Fatima Zahra Ouali', email: 'fz.ouali@gmail.com', city: 'Agadir', joinedDaysAgo: 104 },
  { fullName: 'Omar Haddou', email: 'omar.haddou@gmail.com', city: 'Guelmim', joinedDaysAgo: 96 },
  { fullName: 'Salma Amrani', email: 'salma.amrani@gmail.com', city: 'Dakhla', joinedDaysAgo: 63 },
  { fullName: 'Hamza Tazi', email: 'hamza.tazi@gmail.com', city: 'Tiznit', joinedDaysAgo: 41 },
  { fullName: 'Khadija Mernissi', email: 'khadija.mernissi@gmail.com', city: 'Boujdour', joinedDaysAgo: 12 },
  { fullName: 'Rachid Boukili', email: 'rachid.boukili@gmail.com', city: 'Tan-Tan', joinedDaysAgo: 2 },
];

/** Shoppers who ordered without an account. */
export const SEED_GUESTS: { name: string; city: string }[] = [
  { name: 'Nadia Chraibi', city: 'Dakhla' },
  { name: 'Mehdi Alaoui', city: 'Agadir' },
  { name: 'Imane Berrada', city: 'Laayoune' },
  { name: 'Karim Fassi', city: 'Dakhla' },
  { name: 'Hajar Naciri', city: 'Guelmim' },
  { name: 'Ayoub Saidi', city: 'Smara' },
];

export const SEED_STREETS = [
  'Avenue Mohammed V',
  'Boulevard Hassan II',
  'Rue Al Walaa',
  'Avenue Al Massira',
  'Quartier Al Qods',
  'Hay Salam',
  'Rue Tarfaya',
  'Avenue des FAR',
];
