/** Deutsche Texte der Hintergründe und Hintergrundsets. */
import { backgrounds, backgroundSets } from "../../../data/backgrounds";
import { lookup, MONTH_NAMES } from "./words";

const SPECIAL_SET_NAMES: Record<string, string> = {
  timeTravelBackgrounds: "Zeitreise-Hintergründe",
  eventBackgrounds: "Event-Hintergründe",
  incentiveBackgrounds: "Einfarbige Hintergründe",
};

const COLOURS: Record<string, string> = { violet: "Violett", blue: "Blau", green: "Grün", purple: "Lila", red: "Rot", yellow: "Gelb" };

const NAMES: Record<string, string> = {
  ...COLOURS,
  airship: "Luftschiffdeck", clocktower: "Uhrturm", steamworks: "Dampfwerk", birthday_bash: "Geburtstagssause",
  beach: "Strand", fairy_ring: "Feenring", forest: "Wald", open_waters: "Offenes Meer", coral_reef: "Korallenriff",
  seafarer_ship: "Seefahrerschiff", volcano: "Vulkan", clouds: "Wolken", dusty_canyons: "Staubige Schluchten", thunderstorm: "Gewitter",
  autumn_forest: "Herbstwald", harvest_fields: "Erntefelder", graveyard: "Friedhof", haunted_house: "Spukhaus", pumpkin_patch: "Kürbisfeld",
  harvest_feast: "Erntefest", sunset_meadow: "Wiese im Abendrot", starry_skies: "Sternenhimmel", iceberg: "Eisberg", twinkly_lights: "Funkelnde Lichter",
  south_pole: "Südpol", ice_cave: "Eishöhle", frigid_peak: "Eisiger Gipfel", snowy_pines: "Verschneite Kiefern", blacksmithy: "Schmiede",
  crystal_cave: "Kristallhöhle", distant_castle: "Ferne Burg", spring_rain: "Frühlingsregen", stained_glass: "Buntglasfenster", rolling_hills: "Sanfte Hügel",
  cherry_trees: "Kirschbäume", floral_meadow: "Blumenwiese", gumdrop_land: "Gummibärchenland", marble_temple: "Marmortempel", mountain_lake: "Bergsee",
  pagodas: "Pagoden", drifting_raft: "Treibendes Floß", shimmery_bubbles: "Schimmernde Blasen", island_waterfalls: "Inselwasserfälle", dilatory_ruins: "Ruinen von Trödelheim",
  giant_wave: "Riesenwelle", sunken_ship: "Versunkenes Schiff", pyramids: "Pyramiden", sunset_savannah: "Savanne im Abendrot", twinkly_party_lights: "Funkelnde Partylichter",
  market: "Markt", stable: "Stall", tavern: "Taverne", harvest_moon: "Erntemond", slimy_swamp: "Schleimiger Sumpf",
  swarming_darkness: "Wimmelnde Dunkelheit", floating_islands: "Schwebende Inseln", night_dunes: "Nächtliche Dünen", sunset_oasis: "Oase im Abendrot", alpine_slopes: "Alpenhänge",
  snowy_sunrise: "Verschneiter Sonnenaufgang", winter_town: "Winterstadt", frozen_lake: "Zugefrorener See", snowman_army: "Schneemannarmee", winter_night: "Winternacht",
  bamboo_forest: "Bambuswald", cozy_library: "Gemütliche Bibliothek", grand_staircase: "Große Treppe", deep_mine: "Tiefe Mine", rainforest: "Regenwald",
  stone_circle: "Steinkreis", archery_range: "Bogenschießplatz", giant_florals: "Riesenblumen", rainbows_end: "Ende des Regenbogens", beehive: "Bienenstock",
  gazebo: "Pavillon", tree_roots: "Baumwurzeln", lighthouse_shore: "Leuchtturmküste", lilypad: "Seerosenblatt", waterfall_rock: "Wasserfallfelsen",
  aquarium: "Aquarium", dilatory_castle: "Burg von Trödelheim", deep_sea: "Tiefsee", idyllic_cabin: "Idyllische Hütte", mountain_pyramid: "Bergpyramide",
  stormy_ship: "Schiff im Sturm", cornfields: "Kornfelder", farmhouse: "Bauernhaus", orchard: "Obstgarten", rainy_city: "Verregnete Stadt",
  spider_web: "Spinnennetz", strange_sewers: "Seltsame Kanalisation", midnight_clouds: "Mitternachtswolken", stormy_rooftops: "Stürmische Dächer", windy_autumn: "Windiger Herbst",
  shimmering_ice_prism: "Schimmerndes Eisprisma", winter_fireworks: "Winterfeuerwerk", winter_storefront: "Winterliches Schaufenster", blizzard: "Schneesturm", sparkling_snowflake: "Funkelnde Schneeflocke",
  stoikalm_volcanoes: "Vulkane von Stoïkalm", bell_tower: "Glockenturm", treasure_room: "Schatzkammer", wedding_arch: "Hochzeitsbogen", magic_beanstalk: "Zauberbohnenranke",
  meandering_cave: "Verschlungene Höhle", mistiflying_circus: "Zirkus von Nebelflug", bug_covered_log: "Käferbedeckter Baumstamm", giant_birdhouse: "Riesenvogelhaus", mist_shrouded_mountain: "Nebelverhangener Berg",
  guardian_statues: "Wächterstatuen", habit_city_streets: "Straßen von Habit City", on_tree_branch: "Auf einem Ast", buried_treasure: "Vergrabener Schatz", ocean_sunrise: "Sonnenaufgang am Meer",
  sandcastle: "Sandburg", giant_seashell: "Riesenmuschel", kelp_forest: "Tangwald", midnight_lake: "Mitternachtssee", back_of_giant_beast: "Auf dem Rücken einer Riesenbestie",
  desert_dunes: "Wüstendünen", summer_fireworks: "Sommerfeuerwerk", beside_well: "Am Brunnen", garden_shed: "Gartenschuppen", pixelists_workshop: "Werkstatt der Pixelkünstler",
  magical_candles: "Magische Kerzen", spooky_hotel: "Gruselhotel", tar_pits: "Teergruben", fiber_arts_room: "Handarbeitszimmer", midnight_castle: "Mitternachtsburg",
  tornado: "Tornado", crosscountry_ski_trail: "Langlaufloipe", starry_winter_night: "Sternklare Winternacht", toymakers_workshop: "Spielzeugwerkstatt", aurora: "Polarlicht",
  driving_a_sleigh: "Schlittenfahrt", flying_over_icy_steppes: "Flug über eisige Steppen", chessboard_land: "Schachbrettland", magical_museum: "Magisches Museum", rose_garden: "Rosengarten",
  driving_a_coach: "Kutschfahrt", elegant_balcony: "Eleganter Balkon", gorgeous_greenhouse: "Prächtiges Gewächshaus", flying_over_an_ancient_forest: "Flug über einen uralten Wald", flying_over_a_field_of_wildflowers: "Flug über ein Wildblumenfeld",
  tulip_garden: "Tulpengarten", champions_colosseum: "Kolosseum der Champions", fantastical_shoe_store: "Fantastischer Schuhladen", terraced_rice_field: "Reisterrassen", at_the_docks: "Am Hafen",
  rowboat: "Ruderboot", pirate_flag: "Piratenflagge", dark_deep: "Dunkle Tiefe", dilatory_city: "Stadt Trödelheim", tide_pool: "Gezeitentümpel",
  training_grounds: "Übungsplatz", flying_over_rocky_canyon: "Flug über eine Felsschlucht", bridge: "Brücke", apple_picking: "Apfelernte", giant_book: "Riesenbuch",
  cozy_barn: "Gemütliche Scheune", bayou: "Bayou", creepy_castle: "Gruselige Burg", dungeon: "Verlies", back_alley: "Hinterhof",
  glowing_mushroom_cave: "Leuchtpilzhöhle", cozy_bedroom: "Gemütliches Schlafzimmer", flying_over_snowy_mountains: "Flug über verschneite Berge", frosty_forest: "Frostiger Wald", snowy_day_fireplace: "Kamin an einem Schneetag",
  avalanche: "Lawine", archaeological_dig: "Ausgrabungsstätte", scribes_workshop: "Schreibstube", medieval_kitchen: "Mittelalterliche Küche", old_fashioned_bakery: "Altmodische Bäckerei",
  valentines_day_feasting_hall: "Festsaal zum Valentinstag", duck_pond: "Ententeich", field_with_colored_eggs: "Wiese mit bunten Eiern", flower_market: "Blumenmarkt", halflings_house: "Haus eines Halblings",
  blossoming_desert: "Blühende Wüste", birch_forest: "Birkenwald", dojo: "Dojo", park_with_statue: "Park mit Statue", rainbow_meadow: "Regenbogenwiese",
  school_of_fish: "Fischschwarm", seaside_cliffs: "Küstenklippen", underwater_vents: "Unterwasserschlote", lake_with_floating_lanterns: "See mit schwimmenden Laternen", flying_over_tropical_islands: "Flug über tropische Inseln",
  among_giant_anemones: "Zwischen Riesenanemonen", amid_ancient_ruins: "Inmitten uralter Ruinen", giant_dandelions: "Riesenpusteblumen", treehouse: "Baumhaus", autumn_flower_garden: "Herbstblumengarten",
  in_an_ancient_tomb: "In einem uralten Grab", in_a_classroom: "Im Klassenzimmer", foggy_moor: "Nebliges Moor", monster_makers_workshop: "Werkstatt des Monstermachers", pumpkin_carriage: "Kürbiskutsche",
  farmers_market: "Bauernmarkt", flying_in_a_thunderstorm: "Flug durchs Gewitter", potion_shop: "Trankladen", holiday_market: "Weihnachtsmarkt", holiday_wreath: "Festtagskranz",
  winter_nocturne: "Winternocturne", birthday_party: "Geburtstagsfeier", desert_with_snow: "Verschneite Wüste", snowglobe: "Schneekugel", elegant_ballroom: "Eleganter Ballsaal",
  hall_of_heroes: "Halle der Helden", tea_party: "Teeparty", among_giant_flowers: "Zwischen Riesenblumen", butterfly_garden: "Schmetterlingsgarten", succulent_garden: "Sukkulentengarten",
  animal_clouds: "Tierwolken", heather_field: "Heidefeld", rainy_barnyard: "Verregneter Hof", habit_city_rooftops: "Dächer von Habit City", hot_air_balloon: "Heißluftballon",
  strawberry_patch: "Erdbeerfeld", relaxation_river: "Entspannungsfluss", salt_lake: "Salzsee", viking_ship: "Wikingerschiff", beach_cabana: "Strandhütte",
  swimming_among_jellyfish: "Schwimmen mit Quallen", underwater_ruins: "Unterwasserruinen", camping_out: "Zelten", jungle_canopy: "Dschungeldach", productivity_plaza: "Platz der Produktivität",
  flying_over_an_autumn_forest: "Flug über einen Herbstwald", giant_autumn_leaf: "Riesiges Herbstblatt", herding_sheep_in_autumn: "Schafe hüten im Herbst", crescent_moon: "Mondsichel", haunted_forest: "Spukwald",
  spooky_scarecrow_field: "Gruseliges Vogelscheuchenfeld", mystical_observatory: "Mystische Sternwarte", resting_in_the_inn: "Rast im Gasthaus", river_of_lava: "Lavafluss", gingerbread_house: "Lebkuchenhaus",
  holiday_hearth: "Festtagskamin", inside_an_ornament: "In einer Christbaumkugel", hot_spring: "Heiße Quelle", icicle_bridge: "Eiszapfenbrücke", wintry_castle: "Winterliche Burg",
  flying_over_glacier: "Flug über einen Gletscher", heart_shaped_bubbles: "Herzförmige Blasen", throne_room: "Thronsaal", in_the_armory: "In der Waffenkammer", splash_in_a_puddle: "Platsch in der Pfütze",
  spring_thaw: "Frühlingstauwetter", among_cattails: "Zwischen Rohrkolben", cottage_construction: "Hüttenbau", elegant_garden: "Eleganter Garten", afternoon_picnic: "Nachmittagspicknick",
  dragons_lair: "Drachenhort", windmills: "Windmühlen", clothesline: "Wäscheleine", forested_lakeshore: "Bewaldetes Seeufer", water_mill: "Wassermühle",
  underwater_among_koi: "Unter Wasser zwischen Kois", ghost_ship: "Geisterschiff", raging_river: "Reißender Fluss", daytime_misty_forest: "Nebelwald bei Tag", rope_bridge: "Hängebrücke",
  stone_tower: "Steinturm", autumn_lakeshore: "Herbstliches Seeufer", autumn_poplars: "Herbstpappeln", vineyard: "Weinberg", cryptic_candles: "Rätselhafte Kerzen",
  haunted_photo: "Spukfoto", undead_hands: "Untote Hände", fortune_tellers_shop: "Laden der Wahrsagerin", inside_a_potion_bottle: "In einer Trankflasche", spiral_staircase: "Wendeltreppe",
  winter_canyon: "Winterschlucht", ice_palace: "Eispalast", frozen_polar_waters: "Gefrorenes Polarmeer", meteor_shower: "Meteorschauer", palm_tree_with_fairy_lights: "Palme mit Lichterkette",
  snowy_farm: "Verschneiter Hof", winter_waterfall: "Winterwasserfall", orange_grove: "Orangenhain", iridescent_clouds: "Schillernde Wolken", animals_den: "Tierbau",
  brick_wall_with_ivy: "Backsteinmauer mit Efeu", flowering_prairie: "Blühende Prärie", blossoming_trees: "Blühende Bäume", flower_shop: "Blumenladen", springtime_lake: "Frühlingssee",
  on_a_castle_wall: "Auf einer Burgmauer", enchanted_music_room: "Verzaubertes Musikzimmer", castle_gate: "Burgtor", beach_with_dunes: "Strand mit Dünen", mountain_waterfall: "Bergwasserfall",
  sailboat_at_sunset: "Segelboot im Abendrot", bioluminescent_waves: "Leuchtende Wellen", underwater_cave: "Unterwasserhöhle", underwater_statues: "Unterwasserstatuen", rainbow_eucalyptus: "Regenbogen-Eukalyptus",
  messy_room: "Unordentliches Zimmer", by_a_campfire: "Am Lagerfeuer", theatre_stage: "Theaterbühne", autumn_picnic: "Herbstpicknick", old_photo: "Altes Foto",
  spooky_ruins: "Gruselige Ruinen", mask_makers_workshop: "Werkstatt des Maskenmachers", cemetery_gate: "Friedhofstor", among_giant_mushrooms: "Zwischen Riesenpilzen", misty_autumn_forest: "Nebliger Herbstwald",
  autumn_bridge: "Herbstbrücke", branches_of_a_holiday_tree: "In den Zweigen eines Weihnachtsbaums", inside_a_crystal: "In einem Kristall", snowy_village: "Verschneites Dorf", rime_ice: "Raureif",
  snowy_temple: "Verschneiter Tempel", winter_lake_with_swans: "Wintersee mit Schwänen", in_front_of_fountain: "Vor dem Springbrunnen", golden_birdcage: "Goldener Vogelkäfig", fancy_bedroom: "Prunkvolles Schlafzimmer",
  jungle_watering_hole: "Wasserloch im Dschungel", mangrove_forest: "Mangrovenwald", old_timey_basketball_court: "Altmodischer Basketballplatz", leafy_tree_tunnel: "Blättertunnel", springtime_shower: "Frühlingsschauer",
  under_wisteria: "Unter Glyzinien", in_a_painting: "In einem Gemälde", flying_over_hedge_maze: "Flug über ein Heckenlabyrinth", cretaceous_forest: "Kreidezeitwald", in_an_aquarium: "In einem Aquarium",
  inside_adventurers_hideout: "Im Versteck der Abenteurer", crater_lake: "Kratersee", on_a_paddlewheel_boat: "Auf einem Raddampfer", colorful_coral: "Bunte Korallen", boardwalk_into_sunset: "Steg in den Sonnenuntergang",
  bonsai_collection: "Bonsaisammlung", dreamy_island: "Trauminsel", rock_garden: "Steingarten", moving_day: "Umzugstag", covered_bridge_in_autumn: "Überdachte Brücke im Herbst",
  baobab_forest: "Baobabwald", spectral_candle_room: "Geisterhafter Kerzensaal", monstrous_cave: "Monströse Höhle", jack_o_lantern_stacks: "Kürbislaternenstapel", giant_cat: "Riesenkatze",
  barrel_cellar: "Fasskeller", autumn_tree_tunnel: "Herbstlicher Baumtunnel", holiday_tree_forest: "Weihnachtsbaumwald", ice_sculpture_festival: "Eisskulpturenfest", winter_full_moon: "Wintervollmond",
  winter_mountain_range: "Winterliches Gebirge", frozen_blue_pond: "Gefrorener blauer Teich", ice_bubble_lake: "See mit Eisblasen", colorful_street: "Bunte Straße", swan_boat: "Schwanenboot",
  heart_tree_tunnel: "Herzbaumtunnel", flowering_forest: "Blühender Wald", dog_park: "Hundepark", rainy_rainforest: "Verregneter Regenwald", forest_sunset: "Sonnenuntergang im Wald",
  wall_flowering_vines: "Mauer mit blühenden Ranken", container_garden: "Kübelgarten", dragons_back: "Auf dem Rücken eines Drachen", maypole: "Maibaum", potters_studio: "Töpferwerkstatt",
  shell_gate: "Muscheltor", river_bottom: "Flussgrund", savanna: "Savanne", magic_door_in_forest: "Zaubertür im Wald", surrounded_by_ghosts: "Von Geistern umringt",
  castle_hall_with_hearth: "Burghalle mit Kamin", first_snow_forest: "Wald im ersten Schnee", winter_landscape_with_cabin: "Winterlandschaft mit Hütte", old_fashioned_tea_shop: "Altmodische Teestube", mountain_scene_with_blossoms: "Berglandschaft mit Blüten",
  garden_with_flower_beds: "Garten mit Blumenbeeten", trail_through_a_forest: "Pfad durch den Wald", summer_seashore: "Sommerliche Küste", sirens_lair: "Hort der Sirenen", sunny_street_with_shops: "Sonnige Ladenstraße",
  autumn_swamp: "Herbstsumpf", inside_forest_witchs_cottage: "In der Hütte der Waldhexe", castle_keep_with_banners: "Bergfried mit Bannern",
};

export const backgroundMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(backgrounds).flatMap((background) => {
      const name = lookup(NAMES, background.key);
      const notes =
        background.currency === "loginIncentive"
          ? `Eine ruhige Kulisse in ${name}, verdient durch Einchecken.`
          : background.currency === "hourglasses"
            ? `Die Kulisse „${name}“, von den Zeitreisenden zurückgebracht.`
            : `Versetze deinen Avatar hierher: ${name}.`;
      return [
        [background.text, name],
        [background.notes, notes],
      ];
    }),
  ),
  ...Object.fromEntries(
    backgroundSets.map((set) => [
      set.text,
      SPECIAL_SET_NAMES[set.key] ?? `Hintergründe vom ${MONTH_NAMES[(set.released?.month ?? 1) - 1]} ${set.released?.year}`,
    ]),
  ),
};
