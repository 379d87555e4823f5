import { describe, expect, it } from "vitest";
import { gear, gearTree, previousTierKey } from "../../content/data/gear";
import { CLASSES } from "../../content/data/constants";

const values = (keys: string[]) => keys.map((key) => gear[key].value);
const stat = (keys: string[], name: "str" | "int" | "per" | "con") => keys.map((key) => gear[key][name]);
const line = (type: string, klass: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${type}_${klass}_${from + i}`);

describe("class gear prices by tier (content spec §9)", () => {
  it("armor 30/45/65/90/120 and head 15/25/40/60/80 for every class", () => {
    for (const klass of CLASSES) {
      expect(values(line("armor", klass, 1, 5))).toEqual([30, 45, 65, 90, 120]);
      expect(values(line("head", klass, 1, 5))).toEqual([15, 25, 40, 60, 80]);
    }
  });
  it("shield 20/35/50/70/90 for warrior and healer; wizards have none", () => {
    expect(values(line("shield", "warrior", 1, 5))).toEqual([20, 35, 50, 70, 90]);
    expect(values(line("shield", "healer", 1, 5))).toEqual([20, 35, 50, 70, 90]);
    expect(gearTree.shield.wizard).toEqual([]);
  });
  it("weapons by class", () => {
    expect(values(line("weapon", "warrior", 1, 6))).toEqual([20, 30, 45, 65, 90, 120]);
    expect(values(line("weapon", "rogue", 1, 6))).toEqual([20, 35, 50, 70, 90, 120]);
    expect(values(line("weapon", "healer", 1, 6))).toEqual([20, 30, 45, 65, 90, 120]);
    expect(values(line("weapon", "wizard", 1, 6))).toEqual([30, 50, 80, 120, 160, 200]);
  });
  it("tier 0 is free except the warrior's 1-gold starter", () => {
    expect(gear.weapon_warrior_0.value).toBe(1);
    for (const key of [
      "weapon_rogue_0",
      "weapon_wizard_0",
      "weapon_healer_0",
      "armor_base_0",
      "head_base_0",
      "shield_base_0",
      "weapon_base_0",
    ]) {
      expect(gear[key].value).toBe(0);
    }
  });
});

describe("class gear bonuses by tier (content spec §9)", () => {
  it("matches the spec's tables", () => {
    expect(stat(line("armor", "healer", 1, 5), "con")).toEqual([6, 9, 12, 15, 18]);
    expect(stat(line("armor", "rogue", 1, 5), "per")).toEqual([6, 9, 12, 15, 18]);
    expect(stat(line("weapon", "rogue", 1, 6), "str")).toEqual([2, 3, 4, 6, 8, 10]);
    expect(stat(line("weapon", "warrior", 1, 6), "str")).toEqual([3, 6, 9, 12, 15, 18]);
    expect(stat(line("weapon", "wizard", 1, 6), "int")).toEqual([3, 6, 9, 12, 15, 18]);
    expect(stat(line("weapon", "wizard", 1, 6), "per")).toEqual([1, 2, 3, 5, 7, 10]);
  });
  it("wizard weapons are all two-handed", () => {
    for (const item of gearTree.weapon.wizard) expect(item.twoHanded).toBe(true);
  });
  it("each class line ends with a last-tier item and walks back through previous tiers", () => {
    for (const klass of CLASSES) {
      const weapons = gearTree.weapon[klass];
      expect(weapons[weapons.length - 1].last).toBe(true);
      expect(previousTierKey(gear[`weapon_${klass}_3`])).toBe(`weapon_${klass}_2`);
      expect(previousTierKey(gear[`weapon_${klass}_0`])).toBeUndefined();
      expect(previousTierKey(gear[`armor_${klass}_1`])).toBeUndefined();
    }
  });
});

describe("seasonal class gear (content spec §9)", () => {
  // Figures: website/common/script/content/gear/sets/special/index.js (the wizard's sets end in "Mage").
  it("has the spec's bonuses per class and slot", () => {
    const w = (type: string, klass: string) => gear[`${type}_special_winter2016${klass === "Wizard" ? "Mage" : klass}`];
    expect(w("armor", "Healer").con).toBe(15);
    expect(w("armor", "Rogue").per).toBe(15);
    expect(w("armor", "Warrior").con).toBe(9);
    expect(w("armor", "Wizard").int).toBe(9);
    expect(w("head", "Healer").int).toBe(7);
    expect(w("head", "Rogue").per).toBe(9);
    expect(w("head", "Warrior").str).toBe(9);
    expect(w("head", "Wizard").per).toBe(7);
    expect(w("weapon", "Healer").int).toBe(9);
    expect(w("weapon", "Rogue").str).toBe(8);
    expect(w("weapon", "Warrior").str).toBe(15);
    expect([w("weapon", "Wizard").int, w("weapon", "Wizard").per]).toEqual([15, 7]);
    expect(w("shield", "Healer").con).toBe(9);
    expect(w("shield", "Rogue").str).toBe(8);
    expect(w("shield", "Warrior").con).toBe(7);
    expect(w("weapon", "Wizard").twoHanded).toBe(true);
    expect(w("armor", "Warrior").specialClass).toBe("warrior");
  });
  it("the first winter sets keep their names", () => {
    expect(gear.weapon_special_yeti.specialClass).toBe("warrior");
    expect(gear.armor_special_candycane.specialClass).toBe("wizard");
    expect(gear.weapon_special_winter2015Mage.set).toBe("northMageSet");
  });
});

describe("special gear ownership rules", () => {
  it("backer tiers 45, 70 and 300", () => {
    expect(gear.armor_special_0.canOwn).toContainEqual({ backerTier: 45 });
    expect(gear.head_special_0.canOwn).toContainEqual({ backerTier: 45 });
    expect(gear.shield_special_0.canOwn).toContainEqual({ backerTier: 45 });
    expect(gear.weapon_special_0.canOwn).toContainEqual({ backerTier: 70 });
    expect(gear.weapon_special_2.canOwn).toContainEqual({ backerTier: 300 });
  });
  it("contributor levels armor 2, head 3, weapon 4, shield 5 and the critical flag", () => {
    expect(gear.armor_special_1.canOwn).toContainEqual({ contributorLevel: 2 });
    expect(gear.head_special_1.canOwn).toContainEqual({ contributorLevel: 3 });
    expect(gear.weapon_special_1.canOwn).toContainEqual({ contributorLevel: 4 });
    expect(gear.shield_special_1.canOwn).toContainEqual({ contributorLevel: 5 });
    expect(gear.weapon_special_critical.canOwn).toContainEqual({ flag: "contributorCritical" });
  });
  it("animal ears and tails are always buyable for 20; headbands and glasses are free and not sold", () => {
    for (const key of ["headAccessory_special_bearEars", "back_special_wolfTail"]) {
      expect(gear[key].canBuy).toBe(true);
      expect(gear[key].canOwn).toBeUndefined();
      expect(gear[key].value).toBe(20);
    }
    // The spec lists headbands as always buyable; the public game gives them to every account.
    for (const key of ["headAccessory_special_redHeadband", "eyewear_special_blueTopFrame"]) {
      expect([gear[key].canBuy, gear[key].value]).toEqual([false, 0]);
    }
  });
  it("armoire items cost 100 and mystery items 0", () => {
    const armoire = Object.values(gear).filter((item) => item.klass === "armoire");
    const mystery = Object.values(gear).filter((item) => item.klass === "mystery");
    expect(armoire.length).toBeGreaterThan(50);
    expect(new Set(armoire.map((item) => item.value))).toEqual(new Set([100]));
    expect(new Set(mystery.map((item) => item.value))).toEqual(new Set([0]));
    expect(gear.head_mystery_202402.mystery).toBe("202402");
    expect(gear.eyewear_mystery_202204A.mystery).toBe(gear.eyewear_mystery_202204B.mystery);
  });
});
