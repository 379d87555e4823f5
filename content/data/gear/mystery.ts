/**
 * Subscriber (mystery) sets keyed yyyymm, the time travellers' steampunk sets (3014xx, 3017xx)
 * and the convention souvenirs (wondercon). Mystery items are worth 0 gold and give no bonus;
 * subscribers receive the month's set. Slots and dates are the public game's
 * (website/common/script/content/gear/sets/mystery.js, content/mystery-sets.js).
 */
import type { GearItem, GearType } from "../types";
import { makeGear } from "./build";
import { WONDERCON_ITEMS } from "./special";

export interface MysterySet {
  key: string;
  text: string;
  /** First and last day the set is handed out. */
  start?: string;
  end?: string;
  items: string[];
}

/** A slot whose index is the set id, or [slot, index, two-handed?] for the few that differ. */
type Piece = GearType | [GearType, string, true?];

/** id -> [first day, last day, pieces] */
const SETS: Record<string, [string | undefined, string | undefined, Piece[]]> = {
  201402: ["2014-02-01", "2014-02-28", ["armor", "head", "back"]],
  201403: ["2014-03-01", "2014-03-31", ["armor", "headAccessory"]],
  201404: ["2014-04-01", "2014-04-30", ["back", "headAccessory"]],
  201405: ["2014-05-01", "2014-05-31", ["armor", "head"]],
  201406: ["2014-06-01", "2014-06-30", ["armor", "head"]],
  201407: ["2014-07-01", "2014-07-31", ["armor", "head"]],
  201408: ["2014-08-01", "2014-08-31", ["armor", "head"]],
  201409: ["2014-09-01", "2014-09-30", ["armor", "headAccessory"]],
  201410: ["2014-10-01", "2014-10-31", ["armor", "back"]],
  201411: ["2014-11-01", "2014-11-30", ["weapon", "head"]],
  201412: ["2014-12-01", "2014-12-31", ["armor", "head"]],
  201501: ["2015-01-01", "2015-01-31", ["armor", "head"]],
  201502: ["2015-02-01", "2015-02-28", ["weapon", "headAccessory"]],
  201503: ["2015-03-01", "2015-03-31", ["armor", "eyewear"]],
  201504: ["2015-04-01", "2015-04-30", ["armor", "back"]],
  201505: ["2015-05-01", "2015-05-31", ["weapon", "head"]],
  201506: ["2015-06-01", "2015-06-30", ["armor", "eyewear"]],
  201507: ["2015-07-01", "2015-07-31", ["back", "eyewear"]],
  201508: ["2015-08-01", "2015-08-31", ["armor", "head"]],
  201509: ["2015-09-01", "2015-09-30", ["armor", "head"]],
  201510: ["2015-10-01", "2015-10-31", ["back", "headAccessory"]],
  201511: ["2015-11-01", "2015-11-30", ["armor", "head"]],
  201512: ["2015-12-01", "2015-12-31", ["armor", "head"]],
  201601: ["2016-01-01", "2016-01-31", ["head", "shield"]],
  201602: ["2016-02-01", "2016-02-29", ["head", "back"]],
  201603: ["2016-03-01", "2016-03-31", ["armor", "head"]],
  201604: ["2016-04-01", "2016-04-30", ["armor", "head"]],
  201605: ["2016-05-01", "2016-05-31", ["armor", "head"]],
  201606: ["2016-06-01", "2016-06-30", ["armor", "head"]],
  201607: ["2016-07-01", "2016-07-31", ["armor", "head"]],
  201608: ["2016-08-01", "2016-08-31", ["head", "back"]],
  201609: ["2016-09-01", "2016-09-30", ["armor", "head"]],
  201610: ["2016-10-01", "2016-10-31", ["armor", "head"]],
  201611: ["2016-11-01", "2016-11-30", ["weapon", "head"]],
  201612: ["2016-12-01", "2016-12-31", ["armor", "head"]],
  201701: ["2017-01-01", "2017-01-31", ["shield", "eyewear"]],
  201702: ["2017-02-01", "2017-02-28", ["head", "back"]],
  201703: ["2017-03-01", "2017-03-31", ["armor", "head"]],
  201704: ["2017-04-01", "2017-04-30", ["armor", "back"]],
  201705: ["2017-05-01", "2017-05-31", ["head", "body"]],
  201706: ["2017-06-01", "2017-06-30", ["body", "back"]],
  201707: ["2017-07-01", "2017-07-31", ["armor", "head"]],
  201708: ["2017-08-01", "2017-08-31", ["weapon", "shield"]],
  201709: ["2017-09-01", "2017-09-30", ["shield", "back"]],
  201710: ["2017-10-01", "2017-10-31", ["armor", "head"]],
  201711: ["2017-11-01", "2017-11-30", ["armor", "body"]],
  201712: ["2017-12-01", "2017-12-31", ["armor", "head"]],
  201801: ["2018-01-01", "2018-01-31", ["back", "headAccessory"]],
  201802: ["2018-02-01", "2018-02-28", ["armor", "head", "shield"]],
  201803: ["2018-03-01", "2018-03-31", ["head", "back"]],
  201804: ["2018-04-01", "2018-04-30", ["back", "headAccessory"]],
  201805: ["2018-05-01", "2018-05-31", ["head", "back"]],
  201806: ["2018-06-01", "2018-06-30", ["armor", "head"]],
  201807: ["2018-07-01", "2018-07-31", ["armor", "head"]],
  201808: ["2018-08-01", "2018-08-31", ["armor", "head"]],
  201809: ["2018-09-01", "2018-09-30", ["armor", "head"]],
  201810: ["2018-10-01", "2018-10-31", ["armor", "head"]],
  201811: ["2018-11-01", "2018-11-30", ["weapon", "head"]],
  201812: ["2018-12-01", "2018-12-31", ["back", "headAccessory"]],
  201901: ["2019-01-01", "2019-01-31", ["head", "body"]],
  201902: ["2019-02-01", "2019-02-28", ["shield", "eyewear"]],
  201903: ["2019-03-01", "2019-03-31", ["armor", "head"]],
  201904: ["2019-04-01", "2019-04-30", ["armor", "head"]],
  201905: ["2019-05-01", "2019-05-31", ["back", "headAccessory"]],
  201906: ["2019-06-01", "2019-06-30", ["armor", "headAccessory"]],
  201907: ["2019-07-01", "2019-07-31", ["armor", "head", "eyewear"]],
  201908: ["2019-08-01", "2019-08-31", ["armor", "headAccessory"]],
  201909: ["2019-09-01", "2019-09-30", ["armor", "head"]],
  201910: ["2019-10-01", "2019-10-31", ["armor", "head"]],
  201911: ["2019-11-01", "2019-11-30", ["weapon", "head"]],
  201912: ["2019-12-01", "2019-12-31", ["head", "back"]],
  202001: ["2020-01-01", "2020-01-31", ["head", "back"]],
  202002: ["2020-02-01", "2020-02-29", ["weapon", "body"]],
  202003: ["2020-03-01", "2020-03-31", ["head", "body"]],
  202004: ["2020-04-01", "2020-04-30", ["back", "headAccessory"]],
  202005: ["2020-05-01", "2020-05-31", ["back", "headAccessory"]],
  202006: ["2020-06-01", "2020-06-30", ["armor", "head"]],
  202007: ["2020-07-01", "2020-07-31", ["armor", "head"]],
  202008: ["2020-08-01", "2020-08-31", ["head", "body"]],
  202009: ["2020-09-01", "2020-09-30", ["back", "headAccessory"]],
  202010: ["2020-10-01", "2020-10-31", ["head", "back"]],
  202011: ["2020-11-01", "2020-11-30", ["head", "shield"]],
  202012: ["2020-12-01", "2020-12-31", ["head", "back"]],
  202101: ["2021-01-01", "2021-01-31", ["armor", "head"]],
  202102: ["2021-02-01", "2021-02-28", ["weapon", "armor", "headAccessory"]],
  202103: ["2021-03-01", "2021-03-31", ["armor", "head"]],
  202104: ["2021-04-01", "2021-04-30", [["weapon", "202104", true], "armor"]],
  202105: ["2021-05-01", "2021-05-31", ["back", "headAccessory"]],
  202106: ["2021-06-01", "2021-06-30", ["armor", "head"]],
  202107: ["2021-07-01", "2021-07-31", ["head", "body"]],
  202108: ["2021-08-01", "2021-08-31", ["head", "eyewear"]],
  202109: ["2021-09-01", "2021-09-30", ["back", "headAccessory"]],
  202110: ["2021-10-01", "2021-10-31", ["armor", "head"]],
  202111: ["2021-11-01", "2021-11-30", [["weapon", "202111", true], "head"]],
  202112: ["2021-12-01", "2021-12-31", ["armor", "head"]],
  202201: ["2022-01-01", "2022-01-31", ["weapon", "eyewear"]],
  202202: ["2022-02-01", "2022-02-28", ["head", "eyewear"]],
  202203: ["2022-03-01", "2022-03-31", ["back", "headAccessory"]],
  202204: ["2022-04-01", "2022-04-30", ["armor", ["eyewear", "202204A"], ["eyewear", "202204B"]]],
  202205: ["2022-05-01", "2022-05-31", ["back", "headAccessory"]],
  202206: ["2022-06-01", "2022-06-30", ["head", "back"]],
  202207: ["2022-07-01", "2022-07-31", ["armor", "head"]],
  202208: ["2022-08-01", "2022-08-31", ["head", "eyewear"]],
  202209: ["2022-09-01", "2022-09-30", ["weapon", "shield"]],
  202210: ["2022-10-01", "2022-10-31", ["armor", "head"]],
  202211: ["2022-11-01", "2022-11-30", [["weapon", "202211", true], "head"]],
  202212: ["2022-12-01", "2022-12-31", ["weapon", "armor", "headAccessory"]],
  202301: ["2023-01-01", "2023-01-31", ["head", "back"]],
  202302: ["2023-02-01", "2023-02-28", ["back", "headAccessory"]],
  202303: ["2023-03-01", "2023-03-31", ["head", "eyewear"]],
  202304: ["2023-04-01", "2023-04-30", ["armor", "head"]],
  202305: ["2023-05-01", "2023-05-31", ["back", "headAccessory"]],
  202306: ["2023-06-01", "2023-06-30", ["weapon", "armor"]],
  202307: ["2023-07-01", "2023-07-31", ["armor", "headAccessory"]],
  202308: ["2023-08-01", "2023-08-31", ["head", "eyewear"]],
  202309: ["2023-09-01", "2023-09-30", ["back", "headAccessory"]],
  202310: ["2023-10-01", "2023-10-31", ["armor", "head", "headAccessory"]],
  202311: ["2023-11-01", "2023-11-30", ["weapon", "head"]],
  202312: ["2023-12-01", "2023-12-31", ["head", "eyewear"]],
  202401: ["2024-01-01", "2024-01-31", ["armor", "back"]],
  202402: ["2024-02-01", "2024-02-29", ["head", "back"]],
  202403: ["2024-03-01", "2024-03-31", ["weapon", "head"]],
  202404: ["2024-04-01", "2024-04-30", [["weapon", "202404", true], "head"]],
  202405: ["2024-05-01", "2024-05-31", ["back", "headAccessory"]],
  202406: ["2024-06-01", "2024-06-30", ["armor", "head", "eyewear"]],
  202407: ["2024-07-01", "2024-07-31", ["armor", "head"]],
  202408: ["2024-08-01", "2024-08-31", ["weapon", "shield"]],
  202409: ["2024-09-01", "2024-09-30", ["head", "shield"]],
  202410: ["2024-10-01", "2024-10-31", ["back", "headAccessory"]],
  202411: ["2024-11-01", "2024-11-30", ["head", "body"]],
  202412: ["2024-12-01", "2024-12-31", ["armor", "head"]],
  202501: ["2025-01-01", "2025-01-31", ["head", "shield"]],
  202502: ["2025-02-01", "2025-02-28", ["armor", "head", "shield"]],
  202503: ["2025-03-01", "2025-03-31", ["head", "eyewear"]],
  202504: ["2025-04-01", "2025-04-30", ["armor", "head"]],
  202505: ["2025-05-01", "2025-05-31", ["back", "headAccessory"]],
  202506: ["2025-06-01", "2025-06-30", ["shield", "back"]],
  202507: ["2025-07-01", "2025-07-31", ["head", "back"]],
  202508: ["2025-08-01", "2025-08-31", ["weapon", "shield"]],
  202509: ["2025-09-01", "2025-09-30", ["armor", "body"]],
  202510: ["2025-10-01", "2025-10-31", ["back", "eyewear"]],
  202511: ["2025-11-01", "2025-11-30", ["weapon", "shield"]],
  301404: ["3014-03-24", "3014-04-02", ["weapon", "armor", "head", "eyewear"]],
  301405: ["3014-04-24", "3014-05-02", ["head", "shield", "headAccessory", "eyewear"]],
  301703: ["3017-03-14", "3017-04-02", ["armor", "head", "eyewear"]],
  301704: ["3017-04-14", "3017-05-02", ["armor", "head", "shield"]],
};

export const MYSTERY_MONTHS = Object.keys(SETS).filter((id) => Number(id.slice(0, 4)) < 3000);

export const mysteryGear: GearItem[] = Object.entries(SETS).flatMap(([id, [, , pieces]]) =>
  pieces.map((piece) => {
    const [type, index, twoHanded] = typeof piece === "string" ? [piece, id] : piece;
    return makeGear(type, "mystery", index, { mystery: id, set: `mystery${id}`, twoHanded });
  }),
);

const WONDERCON = { start: "2014-03-24", end: "2014-04-01" };

export const mysterySets: Record<string, MysterySet> = {
  ...Object.fromEntries(
    Object.entries(SETS).map(([id, [start, end]]) => [
      id,
      { key: id, text: `mysterySet${id}`, start, end, items: mysteryGear.filter((item) => item.mystery === id).map((item) => item.key) },
    ]),
  ),
  wondercon: { key: "wondercon", text: "mysterySetwondercon", ...WONDERCON, items: WONDERCON_ITEMS.map(([type, index]) => `${type}_special_${index}`) },
};
