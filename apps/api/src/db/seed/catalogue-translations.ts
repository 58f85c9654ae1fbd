/**
 * The demo catalogue in French (and in Arabic where the shop would write it): names and descriptions
 * by category name, product key and pack name (decision 170). Brand names are not translated. Every
 * product's Arabic name and description not written here is in catalogue-arabic.ts (decision 207).
 */

import { ARABIC_PRODUCT_TEXTS } from './catalogue-arabic';

type Texts = { nameFr?: string; nameAr?: string; descriptionFr?: string; descriptionAr?: string };

const CATEGORY_TEXTS: Record<string, Texts> = {
  Skincare: { nameFr: 'Soins du visage et du corps', nameAr: 'العناية بالبشرة' },
  'Hair Care': { nameFr: 'Soins capillaires', nameAr: 'العناية بالشعر' },
  Supplements: { nameFr: 'Compléments alimentaires', nameAr: 'المكملات الغذائية' },
  'Baby & Maternity': { nameFr: 'Bébé et maternité', nameAr: 'الرضع والأمومة' },
  'Personal Hygiene': { nameFr: 'Hygiène corporelle', nameAr: 'النظافة الشخصية' },
  'Herbal Remedies': { nameFr: 'Phytothérapie', nameAr: 'العلاج بالأعشاب' },
  Cosmetics: { nameFr: 'Maquillage', nameAr: 'مستحضرات التجميل' },
  'Medical Devices': { nameFr: 'Matériel médical', nameAr: 'الأجهزة الطبية' },
};

const PRODUCT_TEXTS: Record<string, Texts> = {
  'effaclar-duo': {
    nameFr: 'Effaclar Duo+ 40 ml',
    descriptionFr:
      'Soin correcteur anti-imperfections pour peaux grasses à tendance acnéique. Désobstrue les pores, atténue les marques et matifie toute la journée.',
  },
  'cicaplast-b5': {
    nameFr: 'Cicaplast Baume B5+ 40 ml',
    nameAr: 'سيكابلاست بلسم B5+',
    descriptionFr:
      'Baume réparateur apaisant au panthénol et à la madécassoside pour les peaux sèches et irritées de toute la famille, bébés compris.',
  },
  'anthelios-uvmune': {
    nameFr: 'Anthelios UVMune 400 Fluide SPF50+ 50 ml',
    descriptionFr:
      'Très haute protection solaire contre les UVA et les UVB dans un fluide invisible et résistant à l’eau, pour peaux sensibles.',
  },
  cicalfate: {
    nameFr: 'Cicalfate+ Crème réparatrice 40 ml',
    descriptionFr:
      'Crème réparatrice protectrice à l’eau thermale d’Avène pour les peaux abîmées et irritées.',
  },
  'avene-spray': {
    nameFr: 'Eau thermale en spray 300 ml',
    nameAr: 'رذاذ الماء الحراري 300 مل',
    descriptionFr:
      'Brume d’eau thermale apaisante et adoucissante qui calme les peaux sensibles après le soleil, le rasage ou le démaquillage.',
  },
  'sensibio-h2o': {
    nameFr: 'Sensibio H2O Eau micellaire 500 ml',
    nameAr: 'ماء ميسيلار سنسيبيو 500 مل',
    descriptionFr:
      'L’eau micellaire originale : nettoie et démaquille visage et yeux sans rinçage, pour peaux sensibles.',
  },
  'atoderm-creme': {
    nameFr: 'Atoderm Crème Ultra 500 ml',
    descriptionFr:
      'Crème nourrissante qui protège les peaux très sèches pendant 24 heures. Sans parfum, pour toute la famille.',
  },
  'mineral-89': {
    nameFr: 'Minéral 89 Booster quotidien à l’acide hyaluronique 50 ml',
    descriptionFr:
      'Booster fortifiant quotidien à 89 % d’eau volcanique de Vichy et à l’acide hyaluronique pour une peau plus rebondie et plus forte.',
  },
  'hyaluron-filler': {
    nameFr: 'Hyaluron-Filler Soin de jour SPF30 50 ml',
    descriptionFr:
      'Soin de jour anti-rides à deux acides hyaluroniques qui comble les rides profondes et protège du soleil.',
  },
  'eau-legere': {
    nameFr: 'Crème légère à l’eau thermale 40 ml',
    descriptionFr:
      'Crème d’eau légère et hydratante pour peaux normales à mixtes, à l’eau thermale isotonique d’Uriage.',
  },
  'cerave-cream': {
    nameFr: 'Crème hydratante 454 g',
    nameAr: 'كريم مرطب 454 غ',
    descriptionFr:
      'Crème riche aux trois céramides essentiels et à l’acide hyaluronique qui restaure la barrière protectrice de la peau.',
  },
  'cerave-foaming': {
    nameFr: 'Gel moussant nettoyant 236 ml',
    descriptionFr:
      'Gel nettoyant moussant à la niacinamide pour peaux normales à grasses ; élimine l’excès de sébum sans altérer la barrière cutanée.',
  },
  'sebiaclear-gel': {
    nameFr: 'Sébiaclear Gel moussant micellaire 200 ml',
    descriptionFr:
      'Gel purifiant sans savon à la gluconolactone qui nettoie les peaux grasses et limite brillance et imperfections.',
  },
  'anaphase-shampoo': {
    nameFr: 'Anaphase+ Shampooing antichute 200 ml',
    nameAr: 'شامبو أنافاز+ ضد تساقط الشعر',
    descriptionFr:
      'Shampooing crème stimulant qui complète les traitements antichute et rend plus forts les cheveux affaiblis.',
  },
  'kelual-ds': {
    nameFr: 'Kélual DS Shampooing antipelliculaire 100 ml',
    descriptionFr:
      'Shampooing traitant des états pelliculaires sévères et de la dermatite séborrhéique ; soulage démangeaisons et rougeurs.',
  },
  'klorane-oat': {
    nameFr: 'Shampooing extra-doux au lait d’avoine 400 ml',
    descriptionFr:
      'Shampooing doux pour un usage fréquent par toute la famille ; le lait d’avoine adoucit et protège les cheveux.',
  },
  'klorane-dry-nettle': {
    nameFr: 'Shampooing sec à l’ortie 150 ml',
    descriptionFr:
      'Shampooing sec séboréducteur qui rafraîchit les cheveux gras en deux minutes sans eau et sans laisser de traces blanches.',
  },
  aminexil: {
    nameFr: 'Dercos Aminexil Clinical 5 21 x 6 ml',
    descriptionFr:
      'Soin antichute multi-cibles en ampoules pour hommes et femmes ; résultats visibles dès six semaines.',
  },
  'dercos-shampoo': {
    nameFr: 'Dercos Shampooing antipelliculaire 200 ml',
    descriptionFr:
      'Shampooing antipelliculaire au sélénium DS pour cheveux normaux à gras ; élimine les pellicules visibles dès le premier lavage.',
  },
  'node-ds': {
    nameFr: 'Nodé DS+ Shampooing antirécidive 125 ml',
    descriptionFr:
      'Shampooing intensif qui élimine les pellicules sévères, apaise le cuir chevelu et limite les récidives.',
  },
  'klorane-mango': {
    nameFr: 'Après-shampooing au beurre de mangue 200 ml',
    descriptionFr:
      'Après-shampooing nourrissant pour cheveux secs ; le beurre de mangue démêle et rend douceur et brillance.',
  },
  'brewers-yeast': {
    nameFr: 'Arkogélules Levure de bière 150 gélules',
    nameAr: 'خميرة البيرة 150 كبسولة',
    descriptionFr:
      'Levure de bière riche en vitamines B pour des cheveux, des ongles et une peau en bonne santé. Cure de trois mois.',
  },
  azinc: {
    nameFr: 'Azinc Vitalité 120 gélules',
    descriptionFr:
      'Complexe de vitamines et minéraux avec zinc et vitamine C pour réduire la fatigue et soutenir l’immunité.',
  },
  'vitamin-c': {
    nameFr: 'Arkovital Vitamine C 30 comprimés',
    nameAr: 'فيتامين C 30 قرصا',
    descriptionFr:
      'Vitamine C naturelle d’acérola qui aide à réduire la fatigue ; un comprimé à croquer par jour.',
  },
  magnesium: {
    nameFr: 'Magnésium marin B6 60 gélules',
    nameAr: 'المغنيسيوم البحري B6 60 كبسولة',
    descriptionFr:
      'Magnésium marin et vitamine B6 qui contribuent au fonctionnement normal du système nerveux.',
  },
  anacaps: {
    nameFr: 'Anacaps Réactiv 30 gélules',
    descriptionFr:
      'Complément alimentaire pour cheveux et ongles aux vitamines B, zinc et acides aminés, en cas de chute de cheveux passagère.',
  },
  'royal-jelly': {
    nameFr: 'Arkoroyal Gelée royale 1000 mg 20 ampoules',
    nameAr: 'غذاء ملكات النحل 20 أمبولة',
    descriptionFr:
      'Gelée royale fraîche en ampoules buvables pour soutenir la vitalité aux changements de saison.',
  },
  'hydra-bebe': {
    nameFr: 'Hydra Bébé Crème visage 40 ml',
    descriptionFr:
      'Crème visage hydratante quotidienne pour bébé dès la naissance, à la perséose d’avocat naturelle.',
  },
  'mustela-gel': {
    nameFr: 'Gel lavant doux 500 ml',
    nameAr: 'جل غسول لطيف للرضع 500 مل',
    descriptionFr:
      'Gel lavant sans larmes pour les cheveux et le corps de bébé, 99 % d’ingrédients d’origine naturelle.',
  },
  'mustela-123': {
    nameFr: 'Crème pour le change 1 2 3 100 ml',
    nameAr: 'كريم الحفاضات 1 2 3',
    descriptionFr: 'Crème pour le change qui apaise, répare et protège la peau irritée à chaque change.',
  },
  'stretch-marks': {
    nameFr: 'Maternité Crème prévention vergetures 150 ml',
    nameAr: 'كريم الوقاية من علامات التمدد',
    descriptionFr:
      'Aide à prévenir les vergetures pendant la grossesse et améliore l’élasticité de la peau ; sans parfum.',
  },
  liniment: {
    nameFr: 'Liniment nettoyant doux 400 ml',
    descriptionFr: 'Liniment oléo-calcaire sans rinçage qui nettoie et protège le siège de bébé.',
  },
  abcderm: {
    nameFr: 'ABCDerm Cold Cream 200 ml',
    descriptionFr:
      'Crème corps nourrissante pour bébés et enfants à peau sèche ; protège du froid et du vent.',
  },
  'uriage-bebe': {
    nameFr: 'Bébé 1re Crème lavante 500 ml',
    descriptionFr:
      'Crème lavante moussante pour les cheveux et le corps de bébé, à l’eau thermale, sans savon.',
  },
  'avene-cold-cream': {
    nameFr: 'Cold Cream Émulsion corps 400 ml',
    descriptionFr:
      'Émulsion nourrissante pour les peaux sèches des bébés, des enfants et des adultes ; texture non grasse.',
  },
  'vichy-deo': {
    nameFr: 'Déodorant bille anti-transpirant 48 h 50 ml',
    nameAr: 'مزيل العرق 48 ساعة',
    descriptionFr:
      'Déodorant anti-transpirant qui régule la transpiration abondante pendant 48 heures ; sans alcool, pour peaux sensibles.',
  },
  'uriage-deo': {
    nameFr: 'Déodorant douceur 50 ml',
    descriptionFr: 'Déodorant bille sans sels d’aluminium pour peaux sensibles, à l’eau thermale.',
  },
  'reve-de-miel-gel': {
    nameFr: 'Rêve de Miel Gel lavant surgras visage et corps 400 ml',
    descriptionFr:
      'Gel lavant surgras au miel qui nettoie les peaux sèches et sensibles tout en préservant leur confort.',
  },
  spirial: {
    nameFr: 'Spirial Déo-douche 400 ml',
    descriptionFr: 'Gel douche déodorant qui nettoie et limite les odeurs de transpiration dès la douche.',
  },
  'cold-cream-bar': {
    nameFr: 'Pain surgras au Cold Cream 100 g',
    descriptionFr: 'Pain surgras sans savon qui nettoie en douceur les peaux sèches du visage et du corps.',
  },
  'ph5-gel': {
    nameFr: 'pH5 Gel lavant 400 ml',
    descriptionFr:
      'Gel lavant sans savon qui préserve la résistance naturelle de la peau ; convient aux peaux sensibles.',
  },
  'lipikar-syndet': {
    nameFr: 'Lipikar Syndet AP+ 400 ml',
    descriptionFr:
      'Crème lavante anti-irritations pour les peaux très sèches à tendance atopique des bébés, des enfants et des adultes.',
  },
  'atoderm-oil': {
    nameFr: 'Atoderm Huile de douche 1 L',
    descriptionFr: 'Huile lavante ultra-douce qui nourrit et apaise les peaux très sèches sous la douche.',
  },
  harpagophytum: {
    nameFr: 'Arkogélules Harpagophytum 45 gélules',
    descriptionFr:
      'Poudre de racine de griffe du diable, traditionnellement utilisée pour le confort et la souplesse des articulations.',
  },
  valerian: {
    nameFr: 'Arkogélules Valériane 45 gélules',
    nameAr: 'الناردين 45 كبسولة',
    descriptionFr:
      'Racine de valériane, traditionnellement utilisée pour favoriser la détente et un sommeil réparateur.',
  },
  ginseng: {
    nameFr: 'Arkogélules Ginseng 45 gélules',
    nameAr: 'الجنسنغ 45 كبسولة',
    descriptionFr:
      'Racine de ginseng de Corée pour soutenir la vitalité physique et mentale en période de fatigue.',
  },
  echinacea: {
    nameFr: 'Arkogélules Échinacée 45 gélules',
    descriptionFr:
      'Échinacée, traditionnellement utilisée pour soutenir les défenses naturelles de l’organisme en hiver.',
  },
  detox: {
    nameFr: 'Arkofluides Détox bio 20 ampoules',
    descriptionFr:
      'Association bio d’artichaut, de radis noir et de romarin pour favoriser l’élimination naturelle.',
  },
  desmodium: {
    nameFr: 'Arkogélules Desmodium 45 gélules',
    descriptionFr: 'Feuille de desmodium, traditionnellement utilisée pour soutenir la fonction hépatique.',
  },
  turmeric: {
    nameFr: 'Arkogélules Curcuma bio 40 gélules',
    nameAr: 'الكركم العضوي 40 كبسولة',
    descriptionFr: 'Racine de curcuma bio au poivre noir pour le confort articulaire et la digestion.',
  },
  'huile-prodigieuse': {
    nameFr: 'Huile Prodigieuse Huile sèche 100 ml',
    descriptionFr:
      'Huile sèche multi-usages aux sept huiles végétales précieuses qui nourrit le visage, le corps et les cheveux.',
  },
  'creme-fraiche': {
    nameFr: 'Crème Fraîche de Beauté Hydratante 48 h 30 ml',
    descriptionFr:
      'Crème hydratante au lait végétal pour peaux normales ; 48 heures d’hydratation et un teint frais et lumineux.',
  },
  'lip-balm': {
    nameFr: 'Rêve de Miel Baume lèvres 15 g',
    nameAr: 'بلسم الشفاه بالعسل',
    descriptionFr:
      'Le baume lèvres culte au miel et aux huiles végétales qui répare et protège les lèvres sèches et gercées.',
  },
  couvrance: {
    nameFr: 'Couvrance Fond de teint fluide 30 ml',
    descriptionFr:
      'Fond de teint fluide correcteur haute couvrance pour peaux sensibles à imperfections ; SPF20.',
  },
  dermablend: {
    nameFr: 'Dermablend Fond de teint correcteur 16 h 30 ml',
    descriptionFr:
      'Fond de teint fluide haute couvrance qui tient 16 heures sans effet masque ; non comédogène.',
  },
  'toleriane-mascara': {
    nameFr: 'Toleriane Mascara waterproof',
    descriptionFr:
      'Mascara waterproof testé sur yeux sensibles et porteurs de lentilles ; allonge et définit les cils.',
  },
  'uriage-stick': {
    nameFr: 'Stick lèvres à l’eau thermale 4 g',
    descriptionFr: 'Stick lèvres hydratant et protecteur à l’eau thermale et au beurre de karité.',
  },
  'photoderm-cover': {
    nameFr: 'Photoderm Cover Touch SPF50+ 40 ml',
    descriptionFr:
      'Très haute protection teintée au fini naturel qui unifie le teint et couvre les imperfections.',
  },
  'omron-m3': {
    nameFr: 'Tensiomètre bras M3 Comfort',
    nameAr: 'جهاز قياس ضغط الدم للذراع M3',
    descriptionFr:
      'Tensiomètre automatique validé cliniquement, brassard Intelli Wrap et détection des battements irréguliers.',
  },
  'omron-rs2': {
    nameFr: 'Tensiomètre poignet RS2',
    nameAr: 'جهاز قياس ضغط الدم للمعصم RS2',
    descriptionFr: 'Tensiomètre de poignet compact, facile à emporter, avec mémoire de 30 mesures.',
  },
  'omron-thermo': {
    nameFr: 'Thermomètre digital Eco Temp Basic',
    nameAr: 'ميزان حرارة رقمي',
    descriptionFr:
      'Thermomètre digital rapide et précis pour usage buccal, rectal ou axillaire ; alarme de fièvre.',
  },
  'omron-nebuliser': {
    nameFr: 'Nébuliseur à compresseur C101 Essential',
    nameAr: 'جهاز البخار C101',
    descriptionFr:
      'Nébuliseur à compresseur pour le traitement de l’asthme et des affections respiratoires à domicile, pour toute la famille.',
  },
  'omron-bf212': {
    nameFr: 'Pèse-personne impédancemètre BF212',
    nameAr: 'ميزان قياس مكونات الجسم BF212',
    descriptionFr:
      'Pèse-personne qui mesure le poids, le taux de masse grasse et l’indice de masse corporelle.',
  },
  'omron-gentle-temp': {
    nameFr: 'Thermomètre frontal Gentle Temp 720',
    nameAr: 'ميزان حرارة للجبين',
    descriptionFr:
      'Thermomètre frontal infrarouge sans contact, mesure en une seconde, idéal pour les enfants endormis.',
  },
};

const PACK_TEXTS: Record<string, Texts> = {
  'Sensitive Skin Routine': {
    nameFr: 'Routine peau sensible',
    nameAr: 'روتين البشرة الحساسة',
    descriptionFr:
      'Nettoyer, apaiser et réparer : une routine quotidienne complète pour les peaux sensibles et réactives.',
    descriptionAr: 'تنظيف وتهدئة وإصلاح: روتين يومي كامل للبشرة الحساسة.',
  },
  'Gentle Baby Kit': {
    nameFr: 'Kit douceur bébé',
    nameAr: 'طقم العناية اللطيفة بالرضيع',
    descriptionFr:
      'Tout pour le bain et le change de bébé : gel lavant, liniment, crème pour le change et crème visage.',
    descriptionAr:
      'كل ما يحتاجه الرضيع للاستحمام وتغيير الحفاض: جل غسول، لينيمنت، كريم الحفاضات وكريم الوجه.',
  },
  'Strong Hair Programme': {
    nameFr: 'Programme cheveux forts',
    nameAr: 'برنامج الشعر القوي',
    descriptionFr:
      'Un shampooing et un complément alimentaire qui agissent ensemble contre la chute de cheveux passagère.',
    descriptionAr: 'شامبو ومكمل غذائي يعملان معا ضد تساقط الشعر المؤقت.',
  },
  'Summer Protection Set': {
    nameFr: 'Coffret protection été',
    nameAr: 'طقم الحماية الصيفية',
    descriptionFr:
      'Très haute protection solaire pour le visage, un soin teinté couvrant et un soin des lèvres pour les jours de soleil.',
    descriptionAr: 'حماية عالية جدا من الشمس للوجه، وواق ملون وعناية بالشفاه للأيام المشمسة.',
  },
};

const columns = (texts: Texts | undefined) => ({
  nameFr: texts?.nameFr ?? null,
  nameAr: texts?.nameAr ?? null,
});
const withDescriptions = (texts: Texts | undefined) => ({
  ...columns(texts),
  descriptionFr: texts?.descriptionFr ?? null,
  descriptionAr: texts?.descriptionAr ?? null,
});

export const categoryTexts = (name: string) => columns(CATEGORY_TEXTS[name]);
/** A product's texts; its Arabic name and description from catalogue-arabic.ts when not set here. */
export const productTexts = (key: string) => {
  const texts = withDescriptions(PRODUCT_TEXTS[key]);
  const arabic = ARABIC_PRODUCT_TEXTS[key];
  return {
    ...texts,
    nameAr: texts.nameAr ?? arabic?.name ?? null,
    descriptionAr: texts.descriptionAr ?? arabic?.description ?? null,
  };
};
export const packTexts = (name: string) => withDescriptions(PACK_TEXTS[name]);
