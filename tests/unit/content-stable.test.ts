import { describe, expect, it } from "vitest";
import { eggs, dropEggs, questEggs } from "../../content/data/eggs";
import { hatchingPotions, dropPotions } from "../../content/data/hatchingPotions";
import { pets, mounts, dropPets, JUBILANT_GRYPHATRICE_VALUE } from "../../content/data/pets";
import { food, saddle } from "../../content/data/food";
import { quests } from "../../content/data/quests";

describe("eggs", () => {
  it("cost 3; drop eggs always buyable, quest eggs after their quest", () => {
    for (const egg of Object.values(eggs)) expect(egg.value).toBe(3);
    expect(Object.keys(dropEggs)).toHaveLength(9);
    for (const egg of Object.values(dropEggs)) expect(egg.canBuy).toEqual({ always: true });
    expect(questEggs.Gryphon.canBuy).toEqual({ questCompleted: ["gryphon"] });
    expect(questEggs.TRex.canBuy).toEqual({ questCompleted: ["trex", "trex_undead"] });
    expect(questEggs.Robot.canBuy).toEqual({ questCompleted: ["robot"] });
  });
  it("every quest egg's unlocking quest exists", () => {
    for (const egg of Object.values(questEggs)) {
      if ("questCompleted" in egg.canBuy)
        for (const key of egg.canBuy.questCompleted) expect(quests[key], `${egg.key}: ${key}`).toBeDefined();
    }
  });
});

describe("hatching potions", () => {
  it("drop potion values", () => {
    const values = Object.fromEntries(Object.values(dropPotions).map((potion) => [potion.key, potion.value]));
    expect(values).toEqual({
      Base: 2,
      White: 2,
      Desert: 2,
      Red: 3,
      Shade: 3,
      Skeleton: 3,
      Zombie: 4,
      CottonCandyPink: 4,
      CottonCandyBlue: 4,
      Golden: 5,
    });
  });
  it("premium potions are limited and not buyable outright; quest potions open with their quest", () => {
    for (const key of ["Cupid", "Aurora", "Koi"]) {
      expect(hatchingPotions[key].premium).toBe(true);
      expect(hatchingPotions[key].limited).toBe(true);
      expect(hatchingPotions[key].canBuy).toEqual({ never: true });
    }
    for (const key of [
      "Bronze",
      "Silver",
      "Amber",
      "Ruby",
      "Fluorite",
      "Windup",
      "Turquoise",
      "BlackPearl",
      "MossyStone",
      "SolarSystem",
      "Onyx",
      "PinkMarble",
      "Jade",
      "Opal",
      "Dessert",
      "VirtualPet",
      "Fungi",
    ]) {
      expect(hatchingPotions[key].questPotion, key).toBe(true);
      const rule = hatchingPotions[key].canBuy;
      expect("questCompleted" in rule && quests[rule.questCompleted[0]], key).toBeTruthy();
    }
    for (const key of ["Veggie", "Dessert", "VirtualPet", "TeaShop", "Fungi", "Cryptid"])
      expect(hatchingPotions[key].wacky).toBe(true);
  });
});

describe("pets and mounts", () => {
  it("90 standard drop pets and mounts", () => {
    expect(dropPets).toHaveLength(90);
    expect(Object.values(mounts).filter((mount) => mount.type === "drop")).toHaveLength(90);
  });
  it("wacky potions give pets but no mounts", () => {
    expect(pets["Wolf-Veggie"].type).toBe("wacky");
    expect(mounts["Wolf-Veggie"]).toBeUndefined();
  });
  it("premium pets only from drop eggs; quest pets from quest eggs and base colours", () => {
    expect(pets["Wolf-Cupid"].type).toBe("premium");
    expect(pets["Gryphon-Cupid"]).toBeUndefined();
    expect(pets["Gryphon-Red"].type).toBe("quest");
  });
  it("every pet resolves to its egg and potion or is special", () => {
    for (const pet of Object.values(pets)) {
      if (pet.type === "special") expect(pet.canFind, pet.key).toBeDefined();
      else {
        expect(eggs[pet.egg], pet.key).toBeDefined();
        expect(hatchingPotions[pet.potion], pet.key).toBeDefined();
      }
    }
  });
  it("the Jubilant Gryphatrice costs 60 gems during the tenth birthday", () => {
    expect(JUBILANT_GRYPHATRICE_VALUE).toBe(60);
    expect(pets["Gryphatrice-Jubilant"]).toMatchObject({ type: "special", value: 60, event: "birthday10" });
  });
});

describe("food", () => {
  it("is worth 1, liked by one colour; seasonal Cake, Candy and Pie for every colour", () => {
    expect(food.Meat).toMatchObject({ value: 1, target: "Base" });
    expect(food.Honey.target).toBe("Golden");
    expect(food.RottenMeat.target).toBe("Zombie");
    for (const season of ["Cake", "Candy", "Pie"]) {
      for (const colour of Object.keys(dropPotions))
        expect(food[`${season}_${colour}`], `${season}_${colour}`).toMatchObject({ value: 1, target: colour, season });
    }
    for (const item of Object.values(food)) if (item.target) expect(hatchingPotions[item.target]).toBeDefined();
  });
  it("the saddle is worth 5", () => {
    expect(saddle.value).toBe(5);
    expect(food.Saddle.target).toBeUndefined();
  });
});
