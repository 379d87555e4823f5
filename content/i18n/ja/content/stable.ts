/** たまご、孵化薬、ペット、乗騎、エサの名前。 */
import { eggs } from "../../../data/eggs";
import { food } from "../../../data/food";
import { hatchingPotions } from "../../../data/hatchingPotions";
import { mounts, pets } from "../../../data/pets";

/** egg key -> [ペットの名前, 乗騎の名前, 形容（連体形）] */
export const EGG_WORDS: Record<string, [string, string, string]> = {
  Wolf: ["オオカミ", "オオカミ", "忠実な"],
  TigerCub: ["トラの子", "トラ", "勇ましい"],
  PandaCub: ["パンダの子", "パンダ", "おだやかな"],
  LionCub: ["ライオンの子", "ライオン", "堂々とした"],
  Fox: ["キツネ", "キツネ", "かしこい"],
  FlyingPig: ["空飛ぶブタ", "空飛ぶブタ", "気まぐれな"],
  Dragon: ["ドラゴン", "ドラゴン", "強大な"],
  Cactus: ["サボテン", "サボテン", "とげとげの"],
  BearCub: ["子グマ", "クマ", "もふもふの"],
  Gryphon: ["グリフォン", "グリフォン", "誇り高い"],
  Hedgehog: ["ハリネズミ", "ハリネズミ", "ちくちくの"],
  Deer: ["シカ", "シカ", "優雅な"],
  Egg: ["たまご", "巨大たまご", "ふつうの"],
  Rat: ["ネズミ", "ネズミ", "ずる賢い"],
  Octopus: ["タコ", "タコ", "ぬるぬるの"],
  Seahorse: ["タツノオトシゴ", "タツノオトシゴ", "すばやい"],
  Parrot: ["オウム", "オウム", "おしゃべりな"],
  Rooster: ["オンドリ", "オンドリ", "胸を張った"],
  Spider: ["クモ", "クモ", "ぞわっとする"],
  Owl: ["フクロウ", "フクロウ", "物知りの"],
  Penguin: ["ペンギン", "ペンギン", "おめかしした"],
  TRex: ["ティラノサウルス", "ティラノサウルス", "腕の短い"],
  Rock: ["岩", "岩", "元気な"],
  Bunny: ["うさぎ", "うさぎ", "ふわふわの"],
  Slime: ["マシュマロスライム", "マシュマロスライム", "あまい"],
  Sheep: ["ヒツジ", "ヒツジ", "もこもこの"],
  Cuttlefish: ["コウイカ", "コウイカ", "かわいい"],
  Whale: ["クジラ", "クジラ", "しぶきを上げる"],
  Cheetah: ["チーター", "チーター", "俊足の"],
  Horse: ["ウマ", "ウマ", "駆け回る"],
  Frog: ["カエル", "カエル", "王子さまのような"],
  Snake: ["ヘビ", "ヘビ", "にょろにょろの"],
  Unicorn: ["ユニコーン", "ユニコーン", "魔法の"],
  Sabretooth: ["サーベルタイガー", "サーベルタイガー", "どう猛な"],
  Monkey: ["サル", "サル", "いたずら好きの"],
  Snail: ["カタツムリ", "カタツムリ", "ゆっくり着実な"],
  Falcon: ["ハヤブサ", "ハヤブサ", "目ざとい"],
  Treeling: ["木の子ども", "木の子ども", "葉っぱだらけの"],
  Axolotl: ["ウーパールーパー", "ウーパールーパー", "にこにこの"],
  Turtle: ["ウミガメ", "ウミガメ", "しんぼう強い"],
  Armadillo: ["アルマジロ", "アルマジロ", "よろいをまとった"],
  Cow: ["ウシ", "ウシ", "モーと鳴く"],
  Beetle: ["甲虫", "甲虫", "ぴかぴかの"],
  Ferret: ["フェレット", "フェレット", "ふさふさの"],
  Sloth: ["ナマケモノ", "ナマケモノ", "ねむたげな"],
  Triceratops: ["トリケラトプス", "トリケラトプス", "どすどす歩く"],
  GuineaPig: ["モルモット", "モルモット", "キュウキュウ鳴く"],
  Peacock: ["クジャク", "クジャク", "まばゆい"],
  Butterfly: ["イモムシ", "チョウ", "ひらひら舞う"],
  Nudibranch: ["ウミウシ", "ウミウシ", "ひらひらの"],
  Hippo: ["カバ", "カバ", "どっしりした"],
  Yarn: ["毛糸玉", "空飛ぶじゅうたん", "こんがらがった"],
  Pterodactyl: ["翼竜", "翼竜", "空高く舞う"],
  Badger: ["アナグマ", "アナグマ", "がんこな"],
  Squirrel: ["リス", "リス", "こっそり屋の"],
  SeaSerpent: ["シーサーペント", "シーサーペント", "きらめく"],
  Kangaroo: ["カンガルー", "カンガルー", "ぴょんぴょん跳ねる"],
  Alligator: ["ワニ", "ワニ", "かみつき屋の"],
  Velociraptor: ["ヴェロキラプトル", "ヴェロキラプトル", "すばしこい"],
  Dolphin: ["イルカ", "イルカ", "遊び好きの"],
  Robot: ["ロボット", "ロボット", "いじくり好きの"],
  Giraffe: ["キリン", "キリン", "背の高い"],
  Chameleon: ["カメレオン", "カメレオン", "色の変わる"],
  Crab: ["カニ", "カニ", "横歩きの"],
  Raccoon: ["アライグマ", "アライグマ", "好奇心旺盛な"],
  Dog: ["イヌ", "イヌ", "けなげな"],
  Otter: ["カワウソ", "カワウソ", "はしゃぎ回る"],
  Platypus: ["カモノハシ", "カモノハシ", "なぞめいた"],
  Cat: ["ネコ", "ネコ", "好奇心いっぱいの"],
  Alpaca: ["アルパカ", "アルパカ", "もふもふの"],
};

export const POTION_NAMES: Record<string, string> = {
  Base: "ベーシック",
  White: "ホワイト",
  Desert: "デザート",
  Red: "レッド",
  Shade: "シェード",
  Skeleton: "スケルトン",
  Zombie: "ゾンビ",
  CottonCandyPink: "わたあめピンク",
  CottonCandyBlue: "わたあめブルー",
  Golden: "ゴールデン",
  RoyalPurple: "ロイヤルパープル",
  Cupid: "キューピッド",
  Shimmer: "きらめき",
  Fairy: "妖精",
  Floral: "花",
  Aquatic: "水中",
  Ember: "残り火",
  Thunderstorm: "雷雨",
  Spooky: "ぶきみ",
  Ghost: "幽霊",
  Holly: "ヒイラギ",
  Peppermint: "ペパーミント",
  StarryNight: "星月夜",
  Rainbow: "虹",
  Glass: "ガラス",
  Glow: "夜光",
  Frost: "霜",
  IcySnow: "氷雪",
  RoseQuartz: "ローズクォーツ",
  Celestial: "天空",
  Sunshine: "ひだまり",
  Watery: "みずみず",
  Shadow: "影",
  Aurora: "オーロラ",
  BirchBark: "白樺",
  SandSculpture: "砂の彫刻",
  Vampire: "ヴァンパイア",
  AutumnLeaf: "紅葉",
  StainedGlass: "ステンドグラス",
  PolkaDot: "水玉",
  Sunset: "夕焼け",
  Moonglow: "月明かり",
  Porcelain: "磁器",
  RoseGold: "ローズゴールド",
  Koi: "錦鯉",
  Gingerbread: "ジンジャーブレッド",
  Balloon: "風船",
  Bronze: "ブロンズ",
  Silver: "シルバー",
  Amber: "琥珀",
  Ruby: "ルビー",
  Fluorite: "フローライト",
  Windup: "ぜんまい仕掛け",
  Turquoise: "ターコイズ",
  BlackPearl: "黒真珠",
  MossyStone: "苔むした石",
  SolarSystem: "太陽系",
  Onyx: "オニキス",
  PinkMarble: "ピンク大理石",
  Jade: "翡翠",
  Opal: "オパール",
  Veggie: "野菜",
  Dessert: "デザート菓子",
  VirtualPet: "バーチャルペット",
  TeaShop: "ティーショップ",
  Fungi: "キノコ",
  Cryptid: "未確認生物",
};

const potionName = (key: string): string => POTION_NAMES[key] ?? key;

const SPECIAL_NAMES: Record<string, string> = {
  "Wolf-Veteran": "歴戦のオオカミ",
  "Wolf-Cerberus": "三つ首の子犬",
  "Dragon-Hydra": "ヒュドラ",
  "Turkey-Base": "七面鳥",
  "BearCub-Polar": "ホッキョクグマ",
  "MantisShrimp-Base": "シャコ",
  "JackOLantern-Base": "ジャック・オー・ランタン",
  "Mammoth-Base": "ケナガマンモス",
  "Tiger-Veteran": "歴戦のトラ",
  "Phoenix-Base": "フェニックス",
  "Turkey-Gilded": "金ぴかの七面鳥",
  "MagicalBee-Base": "魔法のハチ",
  "Lion-Veteran": "歴戦のライオン",
  "Gryphon-RoyalPurple": "ロイヤルパープルのグリフォン",
  "JackOLantern-Ghost": "幽霊のジャック・オー・ランタン",
  "Jackalope-RoyalPurple": "ロイヤルパープルのジャッカロープ",
  "Orca-Base": "シャチ",
  "Bear-Veteran": "歴戦のクマ",
  "Hippogriff-Hopeful": "希望のヒッポグリフ",
  "Fox-Veteran": "歴戦のキツネ",
  "JackOLantern-Glow": "光るジャック・オー・ランタン",
  "Gryphatrice-Jubilant": "歓喜のグリファトリス",
  "JackOLantern-RoyalPurple": "ロイヤルパープルのジャック・オー・ランタン",
  "Dragon-Veteran": "歴戦のドラゴン",
  "Cactus-Veteran": "歴戦のサボテン",
  "Gryphon-Gryphatrice": "グリファトリス",
  "LionCub-Ethereal": "霊妙なライオン",
  "Aether-Invisible": "見えないエーテルの駿馬",
};

const FOOD_WORDS: Record<string, [string, string]> = {
  Meat: ["肉", "ベーシックのペットが大好きな、食べごたえのある肉。"],
  Milk: ["ミルク", "ホワイトのペットが大好きな、冷たいミルク。"],
  Potatoe: ["じゃがいも", "デザートのペットが大好きな、素朴なじゃがいも。"],
  Strawberry: ["いちご", "レッドのペットが大好きな、みずみずしいいちご。"],
  Chocolate: ["チョコレート", "シェードのペットが大好きな、ビターなひとかけ。"],
  Fish: ["魚", "スケルトンのペットが大好きな、とれたての魚。"],
  RottenMeat: ["腐った肉", "くさいけれど、ゾンビのペットの大好物。"],
  CottonCandyPink: ["ピンクの綿あめ", "わたあめピンクのペットが大好きな、ふわふわの綿あめ。"],
  CottonCandyBlue: ["青い綿あめ", "わたあめブルーのペットが大好きな、ふわふわの綿あめ。"],
  Honey: ["はちみつ", "ゴールデンのペットが大好きな、とろりとしたごちそう。"],
  Saddle: ["サドル", "ペットを1匹、すぐに乗騎に育てます。"],
};

const SEASONAL_FOOD_NOUNS: Record<string, string> = { Cake: "ケーキ", Candy: "キャンディ", Pie: "パイ" };

function foodWords(key: string): [string, string] {
  if (FOOD_WORDS[key]) return FOOD_WORDS[key];
  const [season, colour] = key.split("_");
  const colourName = potionName(colour);
  return [`${colourName}の${SEASONAL_FOOD_NOUNS[season]}`, `${colourName}のペットが大好きな、お祝いのごちそう。`];
}

export const stableMessages: Record<string, string> = {
  petName: "{egg}（{potion}）",
  mountName: "{mount}（{potion}）",
  ...Object.fromEntries(
    Object.values(eggs).flatMap((egg) => {
      const [name, mountName, adjective] = EGG_WORDS[egg.key];
      return [
        [egg.text, name],
        [egg.mountText, mountName],
        [egg.adjective, adjective],
        [egg.notes, `このたまごに孵化薬をかけると、${adjective}${name}がかえります。`],
      ];
    }),
  ),
  ...Object.fromEntries(
    Object.values(hatchingPotions).flatMap((potion) => {
      const name = potionName(potion.key);
      const where = potion.wacky
        ? "標準のたまごにしか効かず、生まれたペットは乗騎に育ちません。"
        : potion.premium
          ? "標準のたまごにしか効きません。"
          : "";
      return [
        [potion.text, name],
        [potion.notes, `たまごにかけると、${name}のペットがかえります。${where}`],
      ];
    }),
  ),
  ...Object.fromEntries(
    [...Object.values(pets), ...Object.values(mounts)]
      .filter((animal) => animal.text)
      .map((animal) => [animal.text as string, SPECIAL_NAMES[animal.key] ?? animal.key]),
  ),
  ...Object.fromEntries(
    Object.values(food).flatMap((item) => {
      const [name, notes] = foodWords(item.key);
      return [
        [item.text, name],
        [item.textA, name],
        [item.textThe, name],
        [item.notes, notes],
      ];
    }),
  ),
};
