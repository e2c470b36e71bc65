//! What the price snapshot covers: for each series and region group, how many of the size ×
//! region pairs where the size is sold have a price under each pricing model, and how old those
//! prices are.
//!
//! "Sold" means the snapshot holds a price of any kind for the pair: the API lists a size only
//! where Azure offers it, so that is the fairest denominator the data itself gives. A pair with
//! no price at all is counted in [`CoverageRow::unpriced_sizes`] instead (a size the catalog
//! lists with no price anywhere in the group).

use std::collections::{BTreeMap, BTreeSet};

use super::model::{Catalog, Os, PricingModel};
use crate::date::Date;

/// Prices older than this many days are marked as old wherever they are shown.
pub const STALE_AFTER_DAYS: i64 = 90;

/// Whether a price dated `as_of` is old on `today`.
pub fn is_stale(as_of: Date, today: Date) -> bool {
    days_between(as_of, today) > STALE_AFTER_DAYS
}

/// Whole days from `from` to `to` (negative when `to` is earlier).
pub fn days_between(from: Date, to: Date) -> i64 {
    day_number(to) - day_number(from)
}

/// Days since 1970-01-01 (the inverse of [`Date::from_unix_days`]).
fn day_number(d: Date) -> i64 {
    let (y, m, day) = (i64::from(d.year()), i64::from(d.month()), i64::from(d.day()));
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// `priced` out of `of` as a whole percentage, rounded half up, for display.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Share {
    /// Nothing to share: `of` is zero.
    NoneSold,
    /// Something is priced, but less than half a per cent.
    UnderOne,
    /// A whole percentage.
    Percent(u64),
}

/// `priced` out of `of` as a [`Share`].
pub fn share(priced: u32, of: u32) -> Share {
    let whole = (u64::from(priced) * 100 + u64::from(of) / 2) / u64::from(of.max(1));
    match (of, priced, whole) {
        (0, _, _) => Share::NoneSold,
        (_, 1.., 0) => Share::UnderOne,
        _ => Share::Percent(whole),
    }
}

/// A region group: a few geographies together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RegionGroup {
    /// US, Canada, Mexico and South America.
    Americas,
    /// Europe.
    Europe,
    /// Asia Pacific.
    AsiaPacific,
    /// Middle East and Africa.
    MiddleEastAfrica,
}

impl RegionGroup {
    /// Every group, in display order.
    pub const ALL: [RegionGroup; 4] = [
        RegionGroup::Americas,
        RegionGroup::Europe,
        RegionGroup::AsiaPacific,
        RegionGroup::MiddleEastAfrica,
    ];

    /// The group of a `regions.toml` geography; `None` for a geography this table does not know.
    pub fn of_geography(geography: &str) -> Option<RegionGroup> {
        match geography {
            "US" | "Canada" | "Mexico" | "South America" => Some(RegionGroup::Americas),
            "Europe" => Some(RegionGroup::Europe),
            "Asia Pacific" => Some(RegionGroup::AsiaPacific),
            "Middle East" | "Africa" => Some(RegionGroup::MiddleEastAfrica),
            _ => None,
        }
    }

    /// A stable key.
    pub fn as_str(self) -> &'static str {
        match self {
            RegionGroup::Americas => "americas",
            RegionGroup::Europe => "europe",
            RegionGroup::AsiaPacific => "asia-pacific",
            RegionGroup::MiddleEastAfrica => "middle-east-africa",
        }
    }
}

/// A column of the matrix: a pricing model, and the OS where the model is priced per OS.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Column {
    /// The pricing model.
    pub model: PricingModel,
    /// The OS; `None` counts either.
    pub os: Option<Os>,
}

impl Column {
    /// The columns, in display order.
    pub const ALL: [Column; 10] = [
        Column { model: PricingModel::Payg, os: Some(Os::Linux) },
        Column { model: PricingModel::Payg, os: Some(Os::Windows) },
        Column { model: PricingModel::Spot, os: Some(Os::Linux) },
        Column { model: PricingModel::Spot, os: Some(Os::Windows) },
        Column { model: PricingModel::LowPriority, os: None },
        Column { model: PricingModel::SavingsPlan1y, os: None },
        Column { model: PricingModel::SavingsPlan3y, os: None },
        Column { model: PricingModel::Reservation1y, os: None },
        Column { model: PricingModel::Reservation3y, os: None },
        Column { model: PricingModel::DevTest, os: None },
    ];

    fn matches(self, model: PricingModel, os: Os) -> bool {
        self.model == model && self.os.is_none_or(|o| o == os)
    }
}

/// One cell: pairs priced, and the age of those prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Cell {
    /// Size × region pairs with a price under this column.
    pub priced: u32,
    /// The oldest as-of date among them.
    pub oldest: Option<Date>,
    /// The newest.
    pub newest: Option<Date>,
}

/// One row: a series in a region group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoverageRow {
    /// The series id.
    pub series: String,
    /// The size family (`NC`, `ND`, `NG`, `NV`).
    pub family: String,
    /// The region group.
    pub group: RegionGroup,
    /// Size × region pairs with a price of any kind: the denominator of every cell.
    pub sold: u32,
    /// Sizes of the series with no price at all in the group.
    pub unpriced_sizes: u32,
    /// One cell per [`Column::ALL`] entry.
    pub cells: Vec<Cell>,
}

/// The whole matrix, and totals per column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coverage {
    /// The date ages are counted to.
    pub today: Date,
    /// Rows, by family, series and group.
    pub rows: Vec<CoverageRow>,
    /// The sum of the rows' `sold`.
    pub sold: u32,
    /// Totals per column.
    pub totals: Vec<Cell>,
    /// Sizes not retired on `today` with no price anywhere.
    pub never_priced: Vec<String>,
}

fn widen(cell: &mut Cell, as_of: Date) {
    cell.priced += 1;
    cell.oldest = Some(cell.oldest.map_or(as_of, |d| d.min(as_of)));
    cell.newest = Some(cell.newest.map_or(as_of, |d| d.max(as_of)));
}

/// The coverage of the catalog's prices for the series not retired on `today`.
pub fn coverage(catalog: &Catalog, today: Date) -> Coverage {
    let group_of: BTreeMap<&str, RegionGroup> = catalog
        .regions
        .iter()
        .filter_map(|r| Some((r.name.as_str(), RegionGroup::of_geography(&r.geography)?)))
        .collect();
    // (size, region) → the columns priced there, with dates.
    let mut pairs: BTreeMap<(&str, &str), Vec<(Column, Date)>> = BTreeMap::new();
    for p in &catalog.prices {
        let entry = pairs.entry((p.size.as_str(), p.region.as_str())).or_default();
        for c in Column::ALL {
            if c.matches(p.model, p.os) {
                entry.push((c, p.as_of));
            }
        }
    }
    let mut rows = Vec::new();
    let mut never_priced = Vec::new();
    let mut series: Vec<_> = catalog
        .series
        .iter()
        .filter(|s| Catalog::series_stage(s, today).lifecycle.is_current())
        .collect();
    series.sort_by(|a, b| a.family.cmp(&b.family).then(a.id.cmp(&b.id)));
    for s in series {
        let sizes: Vec<&str> =
            catalog.sizes.iter().filter(|z| z.series == s.id).map(|z| z.name.as_str()).collect();
        for size in &sizes {
            // A size's (size, region) pairs are one range of the ordered map.
            if pairs.range((*size, "")..).next().is_none_or(|((z, _), _)| z != size) {
                never_priced.push((*size).to_owned());
            }
        }
        for group in RegionGroup::ALL {
            let mut row = CoverageRow {
                series: s.id.clone(),
                family: s.family.clone(),
                group,
                sold: 0,
                unpriced_sizes: 0,
                cells: vec![Cell::default(); Column::ALL.len()],
            };
            for size in &sizes {
                let mut any = false;
                for ((_, region), priced) in
                    pairs.range((*size, "")..).take_while(|((z, _), _)| z == size)
                {
                    if group_of.get(region) != Some(&group) {
                        continue;
                    }
                    any = true;
                    row.sold += 1;
                    let mut seen = BTreeSet::new();
                    for (c, as_of) in priced {
                        // A column counts a pair once, at its newest date.
                        if seen.insert(*c) {
                            let newest = priced
                                .iter()
                                .filter(|(c2, _)| c2 == c)
                                .map(|(_, d)| *d)
                                .max()
                                .unwrap_or(*as_of);
                            if let Some(cell) = Column::ALL
                                .iter()
                                .position(|x| x == c)
                                .and_then(|i| row.cells.get_mut(i))
                            {
                                widen(cell, newest);
                            }
                        }
                    }
                }
                if !any {
                    row.unpriced_sizes += 1;
                }
            }
            rows.push(row);
        }
    }
    let mut totals = vec![Cell::default(); Column::ALL.len()];
    for row in &rows {
        for (t, c) in totals.iter_mut().zip(&row.cells) {
            t.priced += c.priced;
            for d in [c.oldest, c.newest].into_iter().flatten() {
                t.oldest = Some(t.oldest.map_or(d, |x| x.min(d)));
                t.newest = Some(t.newest.map_or(d, |x| x.max(d)));
            }
        }
    }
    let sold = rows.iter().map(|r| r.sold).sum();
    Coverage { today, rows, sold, totals, never_priced }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> Date {
        s.parse().unwrap()
    }

    #[test]
    fn day_numbers_invert_from_unix_days() {
        for n in [-719_162_i64, -1, 0, 1, 59, 365, 10_957, 20_000, 20_787, 2_000_000] {
            let d = Date::from_unix_days(n).unwrap_or_else(|| panic!("{n}"));
            assert_eq!(day_number(d), n, "{d}");
        }
    }

    #[test]
    fn ninety_days_is_not_yet_old() {
        let today = day("2026-11-30");
        assert_eq!(days_between(day("2026-09-01"), today), 90);
        assert!(!is_stale(day("2026-09-01"), today));
        assert!(is_stale(day("2026-08-31"), today));
        assert!(!is_stale(day("2026-12-01"), today));
        assert_eq!(days_between(day("2024-02-28"), day("2024-03-01")), 2);
    }

    #[test]
    fn shares_round_to_whole_percent_and_never_hide_a_few() {
        assert_eq!(share(0, 0), Share::NoneSold);
        assert_eq!(share(0, 704), Share::Percent(0));
        assert_eq!(share(1, 704), Share::UnderOne);
        assert_eq!(share(4, 704), Share::Percent(1));
        assert_eq!(share(703, 704), Share::Percent(100));
        assert_eq!(share(80, 704), Share::Percent(11));
    }

    #[test]
    fn geographies_fall_into_four_groups() {
        assert_eq!(RegionGroup::of_geography("Canada"), Some(RegionGroup::Americas));
        assert_eq!(RegionGroup::of_geography("Africa"), Some(RegionGroup::MiddleEastAfrica));
        assert_eq!(RegionGroup::of_geography("Atlantis"), None);
    }
}
