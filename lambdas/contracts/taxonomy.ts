/**
 * Categories and tags (spec section 3, "Taxonomy"). Category names are the spec's; tags are Turkish,
 * as users type them. The create-event wizard and the profile interests both read this list.
 */
import { built } from './built';

export interface TaxonomyCategory {
  readonly name: string;
  readonly tags: readonly string[];
  /** categories whose tags an event of this one may add: a game is played in a mode ("Valorant" and "Ranked") */
  readonly combinesWith?: readonly string[];
}

export const physicalCategories: readonly TaxonomyCategory[] = [
  {
    name: 'Sports',
    tags: [
      'Futbol',
      'Basketbol',
      'Voleybol',
      'Tenis',
      'Masa Tenisi',
      'Koşu',
      'Bisiklet',
      'Yüzme',
      'Yoga',
      'Fitness',
      'Doğa Yürüyüşü',
      'Tırmanış',
      'Bowling',
    ],
  },
  {
    name: 'Board Games & Classics',
    tags: [
      'Satranç',
      'Tavla',
      'Okey',
      'Batak',
      'Kutu Oyunları',
      'Catan',
      'Monopoly',
      'Tabu',
      'Dungeons & Dragons',
      'Poker',
    ],
  },
  {
    name: 'Social & Hobby',
    tags: [
      'Kahve Sohbeti',
      'Fotoğrafçılık',
      'Dil Değişimi',
      'Kitap Kulübü',
      'Film Gecesi',
      'Karaoke',
      'Dans',
      'Bahçecilik',
      'Gönüllülük',
    ],
  },
  {
    name: 'Education & Development',
    tags: [
      'Yazılım',
      'Girişimcilik',
      'Yabancı Dil',
      'Ders Çalışma',
      'Kariyer',
      'Hackathon',
      'Atölye',
      'Tasarım',
    ],
  },
  {
    name: 'Art & Entertainment',
    tags: ['Konser', 'Tiyatro', 'Sergi', 'Resim', 'Müzik', 'Stand-up', 'Sinema', 'El Sanatları', 'Festival'],
  },
  {
    name: 'Food & Drink',
    tags: [
      'Kahvaltı',
      'Brunch',
      'Sokak Lezzetleri',
      'Kahve',
      'Yemek Atölyesi',
      'Tatlı',
      'Vegan',
      'Restoran Keşfi',
      'Çay Bahçesi',
    ],
  },
];

export const onlineCategories: readonly TaxonomyCategory[] = [
  {
    name: 'Popular Games',
    combinesWith: ['Game Mode'],
    tags: [
      'Valorant',
      'CS2',
      'League of Legends',
      'Minecraft',
      'Among Us',
      'Fortnite',
      'PUBG Mobile',
      'Apex Legends',
      'Rocket League',
      'Dota 2',
      'EA FC',
      'GTA Online',
    ],
  },
  {
    name: 'Game Mode',
    combinesWith: ['Popular Games'],
    tags: ['Rekabetçi', 'Casual', 'Ranked', 'Co-op', 'Turnuva', 'Antrenman', 'Eğlence Modu'],
  },
  {
    name: 'Other Activities',
    tags: [
      'Discord Sohbeti',
      'Birlikte Film',
      'Online Quiz',
      'Online Ders Çalışma',
      'Müzik Dinleme',
      'Kodlama',
      'Yayın',
    ],
  },
];

export const allInterestTags: readonly string[] = /* @__PURE__ */ built(() =>
  [...physicalCategories, ...onlineCategories].flatMap((category) => category.tags),
);
