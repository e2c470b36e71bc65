//! The home page's words: the doors that open each tool with an example filled in, the strip of
//! figures from the price snapshot, and "continue where you left off".

use gpuplan_core::catalog::Catalog;
use gpuplan_core::catalog::coverage::RegionGroup;
use gpuplan_core::catalog::highlights;
use gpuplan_core::catalog::view::format_amount;
use gpuplan_core::date::Date;
use rust_decimal::Decimal;

use crate::Lang;
use crate::catalog::CatalogMsg;
use crate::format::{self, date, usd};

include!(concat!(env!("OUT_DIR"), "/home.rs"));

/// A region group's name.
pub fn group_name(group: RegionGroup, lang: Lang) -> &'static str {
    match group {
        RegionGroup::Americas => CatalogMsg::Americas,
        RegionGroup::Europe => CatalogMsg::Europe,
        RegionGroup::AsiaPacific => CatalogMsg::AsiaPacific,
        RegionGroup::MiddleEastAfrica => CatalogMsg::MiddleEastAfrica,
    }
    .text(lang)
}

/// The region group a page in `lang` shows first.
pub fn default_group(lang: Lang) -> RegionGroup {
    crate::locale::home_group(lang)
}

/// The region the "compare GPU prices" door opens the catalog in for a page in `lang`: the
/// best-covered of [`crate::locale::door_regions`] (Southeast Asia, Japan East or East Asia on
/// Chinese pages), else of [`default_group`] (English pages, or no price in those regions).
pub fn door_region(catalog: &Catalog, lang: Lang) -> Option<&str> {
    let named = crate::locale::door_regions(lang);
    highlights::best_covered_of(catalog, named)
        .or_else(|| highlights::best_covered_region(catalog, default_group(lang)))
}

/// What the catalog door opens: every size's price per GPU-hour in a region.
pub fn compare_text(region: &str, lang: Lang) -> String {
    CompareText { region }.text(lang)
}

/// The line under a group's heading in the strip.
pub fn strip_intro(group: RegionGroup, lang: Lang) -> String {
    StripIntro { group: group_name(group, lang) }.text(lang)
}

/// A price per GPU-hour: `$12.29 per GPU-hour`, `每 GPU 小时 12.29 美元`.
pub fn per_gpu_hour(amount: Decimal, lang: Lang) -> String {
    PerGpuHour { amount: &usd(amount, lang) }.text(lang)
}

/// Where a price is from, after the size's name: ` in East US (eastus), snapshot of 2026-08-20`.
pub fn price_from(region_name: &str, code: &str, as_of: Date, lang: Lang) -> String {
    PriceFrom { region: &format::region(region_name, code, lang), date: &date(as_of, lang) }
        .text(lang)
}

/// The Spot discount range of a group: whole per cent, over `pairs` size × region pairs, from
/// snapshots dated `oldest` to `newest`.
pub fn spot_range(
    group: RegionGroup,
    lowest: Decimal,
    highest: Decimal,
    pairs: usize,
    (oldest, newest): (Date, Date),
    lang: Lang,
) -> String {
    let dates = if oldest == newest {
        date(oldest, lang)
    } else {
        DateRange { from: &date(oldest, lang), to: &date(newest, lang) }.text(lang)
    };
    SpotRange {
        group: group_name(group, lang),
        lowest: &format_amount(lowest, 0),
        highest: &format_amount(highest, 0),
        pairs: &format::count(pairs as u64),
        dates: &dates,
    }
    .text(lang)
}

/// A group without a same-day Spot and pay-as-you-go pair: the snapshot has no Spot price there
/// at all (`any_spot` false), or none from the same day as a pay-as-you-go one.
pub fn no_spot(group: RegionGroup, any_spot: bool, lang: Lang) -> String {
    let group = group_name(group, lang);
    if any_spot { NoSpotSameDay { group }.text(lang) } else { NoSpotAtAll { group }.text(lang) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The price door opens Southeast Asia, Japan East or East Asia for Chinese readers (not the
    /// Asia Pacific group's Australia East), and the Americas' best-covered region in English.
    #[test]
    fn the_price_door_opens_a_region_the_readers_use() {
        let data = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let c = &data.catalog;
        let zh = door_region(c, Lang::Zh);
        assert!(zh.is_some_and(|r| crate::locale::door_regions(Lang::Zh).contains(&r)), "{zh:?}");
        assert_ne!(zh, Some("australiaeast"));
        let en = door_region(c, Lang::En);
        assert_eq!(en, highlights::best_covered_region(c, RegionGroup::Americas));
    }

    #[test]
    fn the_strips_sentences_read_in_both_languages() {
        let d = |s: &str| s.parse::<Date>().unwrap_or_else(|_| panic!("{s}"));
        let dec = |s: &str| s.parse::<Decimal>().unwrap_or_default();
        assert_eq!(
            crate::both(|lang| per_gpu_hour(dec("12.2875"), lang)),
            ["$12.29 per GPU-hour", "每 GPU 小时 12.29 美元"]
        );
        assert_eq!(
            price_from("日本东部", "japaneast", d("2026-08-20"), Lang::Zh),
            "，日本东部（japaneast），快照日期 2026年8月20日"
        );
        let spot = |lang| {
            spot_range(
                RegionGroup::Europe,
                dec("59.6"),
                dec("90.2"),
                40,
                (d("2026-06-18"), d("2026-08-20")),
                lang,
            )
        };
        assert_eq!(
            spot(Lang::En),
            "Spot in Europe: 60–90 % below pay-as-you-go, over 40 sizes and regions priced both ways on the same day (snapshots of 2026-06-18 to 2026-08-20)."
        );
        assert!(
            spot(Lang::Zh).starts_with("欧洲的 Spot 价格比即用即付低 60%–90%"),
            "{}",
            spot(Lang::Zh)
        );
        for (en, zh) in [
            (compare_text("eastus", Lang::En), compare_text("eastus", Lang::Zh)),
            (
                strip_intro(RegionGroup::Americas, Lang::En),
                strip_intro(RegionGroup::Americas, Lang::Zh),
            ),
            (
                no_spot(RegionGroup::Americas, true, Lang::En),
                no_spot(RegionGroup::Americas, true, Lang::Zh),
            ),
            (
                no_spot(RegionGroup::Americas, false, Lang::En),
                no_spot(RegionGroup::Americas, false, Lang::Zh),
            ),
            (spot(Lang::En), spot(Lang::Zh)),
        ] {
            crate::check_texts("home", &en, &zh);
        }
        for group in RegionGroup::ALL {
            crate::check_texts("group", group_name(group, Lang::En), group_name(group, Lang::Zh));
        }
    }
}
