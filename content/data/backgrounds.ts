/**
 * Backgrounds (content spec §3 "Background"): the monthly sets since June 2014 (7 gems each or
 * 15 for a whole set), the time travellers' (1 hourglass), the event and the check-in ones.
 * Keys and sets are the public game's (website/common/script/content/appearance/backgrounds.js).
 */
import type { Background, BackgroundSet } from "./types";

export const BACKGROUND_PRICE = 7;
export const BACKGROUND_SET_PRICE = 15;
export const TIME_TRAVEL_BACKGROUND_PRICE = 1;
export const EVENT_BACKGROUND_PRICE = 0;

/** "fairy_ring" -> "FairyRing": the stem of a background's message keys. */
export function backgroundMessageStem(key: string): string {
  return key
    .split("_")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

function background(key: string, set: string, price: number, currency?: Background["currency"]): Background {
  const stem = backgroundMessageStem(key);
  return {
    key,
    set,
    price,
    text: `background${stem}Text`,
    notes: `background${stem}Notes`,
    ...(currency ? { currency } : {}),
  };
}

/** [MMYYYY, the month's backgrounds], oldest first. */
const MONTHLY: [string, string[]][] = [
  ["062014", ["beach", "fairy_ring", "forest"]],
  ["072014", ["open_waters", "coral_reef", "seafarer_ship"]],
  ["082014", ["volcano", "clouds", "dusty_canyons"]],
  ["092014", ["thunderstorm", "autumn_forest", "harvest_fields"]],
  ["102014", ["graveyard", "haunted_house", "pumpkin_patch"]],
  ["112014", ["harvest_feast", "sunset_meadow", "starry_skies"]],
  ["122014", ["iceberg", "twinkly_lights", "south_pole"]],
  ["012015", ["ice_cave", "frigid_peak", "snowy_pines"]],
  ["022015", ["blacksmithy", "crystal_cave", "distant_castle"]],
  ["032015", ["spring_rain", "stained_glass", "rolling_hills"]],
  ["042015", ["cherry_trees", "floral_meadow", "gumdrop_land"]],
  ["052015", ["marble_temple", "mountain_lake", "pagodas"]],
  ["062015", ["drifting_raft", "shimmery_bubbles", "island_waterfalls"]],
  ["072015", ["dilatory_ruins", "giant_wave", "sunken_ship"]],
  ["082015", ["pyramids", "sunset_savannah", "twinkly_party_lights"]],
  ["092015", ["market", "stable", "tavern"]],
  ["102015", ["harvest_moon", "slimy_swamp", "swarming_darkness"]],
  ["112015", ["floating_islands", "night_dunes", "sunset_oasis"]],
  ["122015", ["alpine_slopes", "snowy_sunrise", "winter_town"]],
  ["012016", ["frozen_lake", "snowman_army", "winter_night"]],
  ["022016", ["bamboo_forest", "cozy_library", "grand_staircase"]],
  ["032016", ["deep_mine", "rainforest", "stone_circle"]],
  ["042016", ["archery_range", "giant_florals", "rainbows_end"]],
  ["052016", ["beehive", "gazebo", "tree_roots"]],
  ["062016", ["lighthouse_shore", "lilypad", "waterfall_rock"]],
  ["072016", ["aquarium", "dilatory_castle", "deep_sea"]],
  ["082016", ["idyllic_cabin", "mountain_pyramid", "stormy_ship"]],
  ["092016", ["cornfields", "farmhouse", "orchard"]],
  ["102016", ["rainy_city", "spider_web", "strange_sewers"]],
  ["112016", ["midnight_clouds", "stormy_rooftops", "windy_autumn"]],
  ["122016", ["shimmering_ice_prism", "winter_fireworks", "winter_storefront"]],
  ["012017", ["blizzard", "sparkling_snowflake", "stoikalm_volcanoes"]],
  ["022017", ["bell_tower", "treasure_room", "wedding_arch"]],
  ["032017", ["magic_beanstalk", "meandering_cave", "mistiflying_circus"]],
  ["042017", ["bug_covered_log", "giant_birdhouse", "mist_shrouded_mountain"]],
  ["052017", ["guardian_statues", "habit_city_streets", "on_tree_branch"]],
  ["062017", ["buried_treasure", "ocean_sunrise", "sandcastle"]],
  ["072017", ["giant_seashell", "kelp_forest", "midnight_lake"]],
  ["082017", ["back_of_giant_beast", "desert_dunes", "summer_fireworks"]],
  ["092017", ["beside_well", "garden_shed", "pixelists_workshop"]],
  ["102017", ["magical_candles", "spooky_hotel", "tar_pits"]],
  ["112017", ["fiber_arts_room", "midnight_castle", "tornado"]],
  ["122017", ["crosscountry_ski_trail", "starry_winter_night", "toymakers_workshop"]],
  ["012018", ["aurora", "driving_a_sleigh", "flying_over_icy_steppes"]],
  ["022018", ["chessboard_land", "magical_museum", "rose_garden"]],
  ["032018", ["driving_a_coach", "elegant_balcony", "gorgeous_greenhouse"]],
  ["042018", ["flying_over_an_ancient_forest", "flying_over_a_field_of_wildflowers", "tulip_garden"]],
  ["052018", ["champions_colosseum", "fantastical_shoe_store", "terraced_rice_field"]],
  ["062018", ["at_the_docks", "rowboat", "pirate_flag"]],
  ["072018", ["dark_deep", "dilatory_city", "tide_pool"]],
  ["082018", ["training_grounds", "flying_over_rocky_canyon", "bridge"]],
  ["092018", ["apple_picking", "giant_book", "cozy_barn"]],
  ["102018", ["bayou", "creepy_castle", "dungeon"]],
  ["112018", ["back_alley", "glowing_mushroom_cave", "cozy_bedroom"]],
  ["122018", ["flying_over_snowy_mountains", "frosty_forest", "snowy_day_fireplace"]],
  ["012019", ["avalanche", "archaeological_dig", "scribes_workshop"]],
  ["022019", ["medieval_kitchen", "old_fashioned_bakery", "valentines_day_feasting_hall"]],
  ["032019", ["duck_pond", "field_with_colored_eggs", "flower_market"]],
  ["042019", ["halflings_house", "blossoming_desert", "birch_forest"]],
  ["052019", ["dojo", "park_with_statue", "rainbow_meadow"]],
  ["062019", ["school_of_fish", "seaside_cliffs", "underwater_vents"]],
  ["072019", ["lake_with_floating_lanterns", "flying_over_tropical_islands", "among_giant_anemones"]],
  ["082019", ["amid_ancient_ruins", "giant_dandelions", "treehouse"]],
  ["092019", ["autumn_flower_garden", "in_an_ancient_tomb", "in_a_classroom"]],
  ["102019", ["foggy_moor", "monster_makers_workshop", "pumpkin_carriage"]],
  ["112019", ["farmers_market", "flying_in_a_thunderstorm", "potion_shop"]],
  ["122019", ["holiday_market", "holiday_wreath", "winter_nocturne"]],
  ["012020", ["birthday_party", "desert_with_snow", "snowglobe"]],
  ["022020", ["elegant_ballroom", "hall_of_heroes", "tea_party"]],
  ["032020", ["among_giant_flowers", "butterfly_garden", "succulent_garden"]],
  ["042020", ["animal_clouds", "heather_field", "rainy_barnyard"]],
  ["052020", ["habit_city_rooftops", "hot_air_balloon", "strawberry_patch"]],
  ["062020", ["relaxation_river", "salt_lake", "viking_ship"]],
  ["072020", ["beach_cabana", "swimming_among_jellyfish", "underwater_ruins"]],
  ["082020", ["camping_out", "jungle_canopy", "productivity_plaza"]],
  ["092020", ["flying_over_an_autumn_forest", "giant_autumn_leaf", "herding_sheep_in_autumn"]],
  ["102020", ["crescent_moon", "haunted_forest", "spooky_scarecrow_field"]],
  ["112020", ["mystical_observatory", "resting_in_the_inn", "river_of_lava"]],
  ["122020", ["gingerbread_house", "holiday_hearth", "inside_an_ornament"]],
  ["012021", ["hot_spring", "icicle_bridge", "wintry_castle"]],
  ["022021", ["flying_over_glacier", "heart_shaped_bubbles", "throne_room"]],
  ["032021", ["in_the_armory", "splash_in_a_puddle", "spring_thaw"]],
  ["042021", ["among_cattails", "cottage_construction", "elegant_garden"]],
  ["052021", ["afternoon_picnic", "dragons_lair", "windmills"]],
  ["062021", ["clothesline", "forested_lakeshore", "water_mill"]],
  ["072021", ["underwater_among_koi", "ghost_ship", "raging_river"]],
  ["082021", ["daytime_misty_forest", "rope_bridge", "stone_tower"]],
  ["092021", ["autumn_lakeshore", "autumn_poplars", "vineyard"]],
  ["102021", ["cryptic_candles", "haunted_photo", "undead_hands"]],
  ["112021", ["fortune_tellers_shop", "inside_a_potion_bottle", "spiral_staircase"]],
  ["122021", ["winter_canyon", "ice_palace", "frozen_polar_waters"]],
  ["012022", ["meteor_shower", "palm_tree_with_fairy_lights", "snowy_farm"]],
  ["022022", ["winter_waterfall", "orange_grove", "iridescent_clouds"]],
  ["032022", ["animals_den", "brick_wall_with_ivy", "flowering_prairie"]],
  ["042022", ["blossoming_trees", "flower_shop", "springtime_lake"]],
  ["052022", ["on_a_castle_wall", "enchanted_music_room", "castle_gate"]],
  ["062022", ["beach_with_dunes", "mountain_waterfall", "sailboat_at_sunset"]],
  ["072022", ["bioluminescent_waves", "underwater_cave", "underwater_statues"]],
  ["082022", ["rainbow_eucalyptus", "messy_room", "by_a_campfire"]],
  ["092022", ["theatre_stage", "autumn_picnic", "old_photo"]],
  ["102022", ["spooky_ruins", "mask_makers_workshop", "cemetery_gate"]],
  ["112022", ["among_giant_mushrooms", "misty_autumn_forest", "autumn_bridge"]],
  ["122022", ["branches_of_a_holiday_tree", "inside_a_crystal", "snowy_village"]],
  ["012023", ["rime_ice", "snowy_temple", "winter_lake_with_swans"]],
  ["022023", ["in_front_of_fountain", "golden_birdcage", "fancy_bedroom"]],
  ["032023", ["jungle_watering_hole", "mangrove_forest", "old_timey_basketball_court"]],
  ["042023", ["leafy_tree_tunnel", "springtime_shower", "under_wisteria"]],
  ["052023", ["in_a_painting", "flying_over_hedge_maze", "cretaceous_forest"]],
  ["062023", ["in_an_aquarium", "inside_adventurers_hideout", "crater_lake"]],
  ["072023", ["on_a_paddlewheel_boat", "colorful_coral", "boardwalk_into_sunset"]],
  ["082023", ["bonsai_collection", "dreamy_island", "rock_garden"]],
  ["092023", ["moving_day", "covered_bridge_in_autumn", "baobab_forest"]],
  ["102023", ["spectral_candle_room", "monstrous_cave", "jack_o_lantern_stacks"]],
  ["112023", ["giant_cat", "barrel_cellar", "autumn_tree_tunnel"]],
  ["122023", ["holiday_tree_forest", "ice_sculpture_festival", "winter_full_moon"]],
  ["012024", ["winter_mountain_range", "frozen_blue_pond", "ice_bubble_lake"]],
  ["022024", ["colorful_street", "swan_boat", "heart_tree_tunnel"]],
  ["032024", ["flowering_forest", "dog_park", "rainy_rainforest"]],
  ["042024", ["forest_sunset", "wall_flowering_vines", "container_garden"]],
  ["052024", ["dragons_back", "maypole", "potters_studio"]],
  ["062024", ["shell_gate"]],
  ["072024", ["river_bottom"]],
  ["082024", ["savanna"]],
  ["092024", ["magic_door_in_forest"]],
  ["102024", ["surrounded_by_ghosts"]],
  ["112024", ["castle_hall_with_hearth"]],
  ["122024", ["first_snow_forest"]],
  ["012025", ["winter_landscape_with_cabin"]],
  ["022025", ["old_fashioned_tea_shop"]],
  ["032025", ["mountain_scene_with_blossoms"]],
  ["042025", ["garden_with_flower_beds"]],
  ["052025", ["trail_through_a_forest"]],
  ["062025", ["summer_seashore"]],
  ["072025", ["sirens_lair"]],
  ["082025", ["sunny_street_with_shops"]],
  ["092025", ["autumn_swamp"]],
  ["102025", ["inside_forest_witchs_cottage"]],
  ["112025", ["castle_keep_with_banners"]],
];

export const FIRST_BACKGROUND_SET = { year: 2014, month: 6 };
export const LAST_BACKGROUND_SET = { year: 2025, month: 11 };

const monthlySets: BackgroundSet[] = MONTHLY.map(([monthYear, keys]) => ({
  key: `backgrounds${monthYear}`,
  text: `backgroundSet${monthYear}`,
  released: { year: Number(monthYear.slice(2)), month: Number(monthYear.slice(0, 2)) },
  price: BACKGROUND_SET_PRICE,
  backgrounds: keys,
}));

const specialSets: BackgroundSet[] = [
  { key: "eventBackgrounds", text: "backgroundSetEvent", price: 0, backgrounds: ["birthday_bash"] },
  {
    key: "timeTravelBackgrounds",
    text: "backgroundSetTimeTravel",
    price: BACKGROUND_SET_PRICE,
    backgrounds: ["airship", "clocktower", "steamworks"],
  },
  {
    key: "incentiveBackgrounds",
    text: "backgroundSetIncentive",
    price: 0,
    backgrounds: ["violet", "blue", "green", "purple", "red", "yellow"],
  },
];

export const backgroundSets: BackgroundSet[] = [...monthlySets, ...specialSets];

/** backgrounds by key */
export const backgrounds: Record<string, Background> = Object.fromEntries(
  backgroundSets.flatMap((set) =>
    set.backgrounds.map((key): [string, Background] => {
      if (set.key === "timeTravelBackgrounds")
        return [key, background(key, set.key, TIME_TRAVEL_BACKGROUND_PRICE, "hourglasses")];
      if (set.key === "eventBackgrounds") return [key, background(key, set.key, EVENT_BACKGROUND_PRICE)];
      if (set.key === "incentiveBackgrounds")
        return [key, background(key, set.key, BACKGROUND_PRICE, "loginIncentive")];
      return [key, background(key, set.key, BACKGROUND_PRICE)];
    }),
  ),
);

/** Background key -> the set it belongs to ("backgrounds062014"). */
export const backgroundSetOf: Record<string, string> = Object.fromEntries(
  Object.values(backgrounds).map((b) => [b.key, b.set]),
);
