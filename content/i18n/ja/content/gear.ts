/** 装備と装備セットの名前と説明。 */
import { armoireSets, mysterySets } from "../../../data/gear";
import type { GearItem, GearType } from "../../../data/types";
import type { PlayerClass } from "../../../data/constants";
import { GEAR_PHRASES, GEAR_WORDS } from "./gearWords";
import { CLASS_NAMES, jaName, SEASON_NAMES, statLine } from "./words";
import { classLineName, gearMessagesOf } from "../../keys";

const name = (key: string): string => jaName(key, GEAR_WORDS, GEAR_PHRASES);

const CLASS_LINE_NAMES: Record<PlayerClass, Partial<Record<GearType, string[]>>> = {
  warrior: {
    weapon: [
      "練習用の剣",
      "鋼のロングソード",
      "きこりの斧",
      "とげ付きモーニングスター",
      "サファイアの刃",
      "残り火の大剣",
      "太陽で鍛えた剣",
    ],
    armor: ["綿入れの胴着", "リングメイル", "チェインホーバーク", "鋼の胸当て", "金張りのプレートアーマー"],
    head: ["鉄の帽子", "鎖頭巾", "角付きの兜", "真紅の飾りの兜", "王冠付きの大兜"],
    shield: ["オークのバックラー", "帯金の盾", "鉄のカイトシールド", "真紅のタワーシールド", "金張りのイージス"],
  },
  rogue: {
    weapon: ["削り出しナイフ", "ショートダガー", "湾曲したククリ", "両刃のダーク", "夜の刀", "影の忍者刀", "月光の刃"],
    armor: ["油引きの革服", "縫い合わせの胴着", "迷彩マント", "闇の装束", "黄昏のベール"],
    head: ["革のフード", "縫い合わせのフード", "暗い頭巾", "夜の覆面フード", "黄昏のフード"],
    shield: [
      "予備の削り出しナイフ",
      "利き手でない方のダガー",
      "利き手でない方のククリ",
      "利き手でない方のダーク",
      "利き手でない方の刀",
      "利き手でない方の忍者刀",
      "利き手でない方の月光の刃",
    ],
  },
  wizard: {
    weapon: ["見習いの杖", "白樺の杖", "魔術師のロッド", "水晶の杖", "大魔導師の杖", "星々の杖", "彗星の杖"],
    armor: ["初心者のローブ", "刺しゅう入りのローブ", "学者のガウン", "星界のローブ", "大魔導師のローブ"],
    head: ["とんがり帽子", "つば広の帽子", "星模様の帽子", "星界のサークレット", "大魔導師の冠"],
  },
  healer: {
    weapon: [
      "初心者のロッド",
      "ヤナギのワンド",
      "鈴のワンド",
      "銀のカドゥケウス",
      "夜明けの笏",
      "輝きの杖",
      "夜明けの杖",
    ],
    armor: ["リネンのチュニック", "癒し手のローブ", "守り人のマント", "陽光の祭服", "夜明けのローブ"],
    head: ["素朴なサークレット", "銀のサークレット", "サファイアのティアラ", "黄金のティアラ", "夜明けの光輪"],
    shield: ["癒し手のバックラー", "守り人の盾", "日輪の盾", "慈悲の盾", "夜明けの盾"],
  },
};

const CLASS_FLAVOUR: Record<PlayerClass, string> = {
  warrior: "真っ先に突っ込む者のための、まっすぐな鋼。",
  rogue: "軽くて静か。すばやい指先のために作られています。",
  wizard: "集めた知識で、かすかにうなりを上げています。",
  healer: "触れるとあたたかく、仲間にやさしい一品。",
};

const BASE_NAMES: Record<GearType, string> = {
  weapon: "素手",
  armor: "ふだん着",
  head: "何もかぶっていない",
  shield: "何も持っていない",
  back: "背中には何もなし",
  body: "体のアクセサリーなし",
  headAccessory: "頭のアクセサリーなし",
  eyewear: "アイウェアなし",
};

const SPECIAL_NAMES: Record<string, string> = {
  weapon_special_0: "影鋼の剣",
  weapon_special_1: "協力者の水晶剣",
  weapon_special_2: "ドラゴンランス",
  weapon_special_3: "節目のモーニングスター",
  weapon_special_critical: "虫退治の剣",
  weapon_special_tridentOfCrashingTides: "砕ける波の三叉槍",
  weapon_special_roguishRainbowMessage: "虹の手紙",
  weapon_special_taskwoodsLantern: "タスクの森のランタン",
  weapon_special_lunarScythe: "月の大鎌",
  armor_special_0: "影の鎧",
  armor_special_1: "水晶の鎧",
  armor_special_2: "気高きムーンストーンのチュニック",
  armor_special_mammothRiderArmor: "マンモス乗りの毛皮",
  armor_special_lunarWarriorArmor: "月の戦士の鎧",
  armor_special_finnedOceanicArmor: "ひれ付きの海の鎧",
  armor_special_roguishRainbowMessengerRobes: "虹の配達人のローブ",
  armor_special_pyromancersRobes: "炎使いのローブ",
  head_special_fireCoralCirclet: "ファイアコーラルのサークレット",
  head_special_roguishRainbowMessengerHood: "虹の配達人のフード",
  head_special_pyromancersTurban: "炎使いのターバン",
  weapon_special_mammothRiderSpear: "マンモス乗りの槍",
  head_special_0: "影の兜",
  head_special_1: "水晶の兜",
  head_special_2: "名もなき英雄の兜",
  head_special_mammothRiderHelm: "マンモス乗りの帽子",
  head_special_lunarWarriorHelm: "月の戦士の兜",
  head_special_bardHat: "吟遊詩人の帽子",
  armor_special_bardRobes: "吟遊詩人のローブ",
  weapon_special_bardInstrument: "吟遊詩人のリュート",
  armor_special_pageArmor: "小姓の陣羽織",
  head_special_pageHelm: "小姓の帽子",
  weapon_special_pageBanner: "小姓の旗",
  shield_special_0: "影の盾",
  shield_special_1: "水晶の盾",
  shield_special_goldenknight: "黄金の騎士の盾",
  shield_special_moonpearlShield: "月真珠の盾",
  eyewear_special_aetherMask: "エーテルの仮面",
  body_special_aetherAmulet: "エーテルのアミュレット",
  back_special_aetherCloak: "エーテルのマント",
  head_special_turkeyHelmBase: "七面鳥の帽子",
  armor_special_turkeyArmorBase: "七面鳥の衣装",
  back_special_turkeyTailBase: "七面鳥の尾羽",
  armor_special_birthday: "ふざけたパーティーローブ",
  back_special_wondercon_red: "力強い赤のケープ",
  back_special_wondercon_black: "こっそり黒のケープ",
  body_special_wondercon_red: "ルビーの襟飾り",
  body_special_wondercon_gold: "金の襟飾り",
  body_special_wondercon_black: "黒檀の襟飾り",
  eyewear_special_wondercon_red: "力強い赤の仮面",
  eyewear_special_wondercon_black: "こっそり黒の仮面",
  head_special_nye: "ふざけたパーティー帽",
};

const EARLY = "初期の支援者への贈り物。";
const HELPERS = "手を貸してくれた協力者に贈られます。";
const CONVENTION = "コンベンションに行った記念品。";
const CHECK_IN = "ログインを続ける冒険者へのごほうび。";

const SPECIAL_NOTES: Record<string, string> = {
  weapon_special_0: EARLY,
  weapon_special_1: HELPERS,
  weapon_special_critical: "重大なバグを見つけて直した人に贈られます。",
  back_special_wondercon_red: CONVENTION,
  back_special_wondercon_black: CONVENTION,
  body_special_wondercon_red: CONVENTION,
  body_special_wondercon_gold: CONVENTION,
  body_special_wondercon_black: CONVENTION,
  eyewear_special_wondercon_red: CONVENTION,
  eyewear_special_wondercon_black: CONVENTION,
  armor_special_bardRobes: CHECK_IN,
  head_special_bardHat: CHECK_IN,
  weapon_special_bardInstrument: CHECK_IN,
  armor_special_pageArmor: CHECK_IN,
  head_special_pageHelm: CHECK_IN,
  weapon_special_pageBanner: CHECK_IN,
  armor_special_0: EARLY,
  armor_special_1: HELPERS,
  head_special_0: EARLY,
  head_special_1: HELPERS,
  shield_special_0: EARLY,
  shield_special_1: HELPERS,
};

const SLOT_NOUNS: Record<PlayerClass, Partial<Record<GearType, string>>> = {
  warrior: { weapon: "剣", armor: "鎧", head: "兜", shield: "盾" },
  rogue: { weapon: "ダガー", armor: "マント", head: "フード", shield: "左手用ダガー" },
  wizard: { weapon: "杖", armor: "ローブ", head: "帽子" },
  healer: { weapon: "ワンド", armor: "ローブ", head: "サークレット", shield: "バックラー" },
};

const GENERIC_NOUNS: Record<GearType, string> = {
  weapon: "ワンド",
  armor: "衣装",
  head: "帽子",
  shield: "お守り",
  back: "ケープ",
  body: "襟飾り",
  headAccessory: "髪飾り",
  eyewear: "メガネ",
};

const MYSTERY_THEMES = [
  "霜",
  "まごころ",
  "クローバー",
  "雨降り",
  "花盛り",
  "潮",
  "ホタル",
  "サンストーン",
  "収穫",
  "お化け",
  "残り火",
  "星明かり",
];

/** "fall2025KoboldHealerSet" -> "コボルド・治療師のワンド（2025）" */
function seasonalName(item: GearItem): string {
  const klass = item.specialClass as PlayerClass;
  const theme = name((item.set ?? item.index).replace(/Set$/, "").replace(/^(winter|spring|summer|fall)\d{4}/, ""));
  const year = item.index.match(/\d{4}/)?.[0] ?? "2014";
  return `${theme}の${SLOT_NOUNS[klass][item.type] ?? GENERIC_NOUNS[item.type]}（${year}）`;
}

function nameOf(item: GearItem): string {
  if (SPECIAL_NAMES[item.key]) return SPECIAL_NAMES[item.key];
  switch (item.klass) {
    case "base":
      return BASE_NAMES[item.type];
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer": {
      return classLineName(CLASS_LINE_NAMES, item);
    }
    case "mystery": {
      const month = Number(item.mystery?.slice(4, 6));
      const steampunk = Number(item.mystery?.slice(0, 4)) > 3000;
      const theme = steampunk ? "スチームパンク" : MYSTERY_THEMES[month - 1];
      const variant = item.index.endsWith("A") ? "・ブライト" : item.index.endsWith("B") ? "・ダーク" : "";
      return `${theme}の${GENERIC_NOUNS[item.type]}${variant}${steampunk ? "" : `（${item.mystery?.slice(0, 4)}）`}`;
    }
    case "armoire":
      return name(item.index);
    case "special":
      if (item.season) return seasonalName(item);
      if (item.gearSet === "glasses")
        return `${name(item.index.replace(/(TopFrame|HalfMoon)$/, "")).replace(/の$/, "")}の${item.index.endsWith("TopFrame") ? "ブロウ型" : "半月形"}メガネ`;
      if (/^birthday\d{4}$/.test(item.index)) return `${item.index.slice(8)}年のパーティーローブ`;
      if (/^nye\d{4}$/.test(item.index)) return `${item.index.slice(3)}年の新年の帽子`;
      return name(item.index);
  }
}

function notesOf(item: GearItem): string {
  const stats = statLine(item);
  switch (item.klass) {
    case "base":
      return "ここにはまだ何も装備していません。";
    case "warrior":
    case "rogue":
    case "wizard":
    case "healer":
      return `${CLASS_FLAVOUR[item.klass]}${stats}`;
    case "mystery": {
      const id = item.mystery ?? "";
      const when =
        Number(id.slice(0, 4)) > 3000
          ? "時の旅人たち自身の衣装だんすから届いた記念品。"
          : `${id.slice(0, 4)}年${Number(id.slice(4))}月のサブスクライバーへの記念品。`;
      return `${when}${stats}`;
    }
    case "armoire":
      return `魔法のタンスで見つけた品。${stats}`;
    case "special":
      if (item.season)
        return `${SEASON_NAMES[item.season]}の祭典の、${CLASS_NAMES[item.specialClass ?? ""] ?? ""}向け限定装備。${stats}`;
      if (item.gearSet === "animal") return "お気に入りの生き物をアピールしましょう。能力値のボーナスはありません。";
      if (item.gearSet) return "楽しいアクセサリー。能力値のボーナスはありません。";
      return `${SPECIAL_NOTES[item.key] ?? "いわくつきの珍しい品。"}${stats}`;
  }
}

export const gearMessages: Record<string, string> = gearMessagesOf(nameOf, notesOf);

export const gearSetMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(mysterySets).map((set) => {
      if (set.key === "wondercon") return [set.text, "コンベンションの記念品"];
      const year = Number(set.key.slice(0, 4));
      const month = Number(set.key.slice(4));
      const label =
        year > 3000 ? `スチームパンクセット ${set.key}` : `${year}年${month}月の${MYSTERY_THEMES[month - 1]}セット`;
      return [set.text, label];
    }),
  ),
  ...Object.fromEntries(armoireSets.map((set) => [set.text, `${name(set.key.replace(/Set$/, ""))}セット`])),
};
