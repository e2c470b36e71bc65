//! The home page's figures from the price snapshot, for one region group: the cheapest
//! pay-as-you-go (Linux) price per GPU-hour of each current accelerator, with the size, region
//! and snapshot date it comes from, and the range of Spot discounts against pay-as-you-go.
//!
//! Exact money throughout (a partition's price per GPU is its price times the partition's
//! denominator over its numerator, one division); a missing price is `None`, never a zero.

use std::cmp::Ordering;

use rust_decimal::Decimal;

use super::coverage::RegionGroup;
use super::model::{Catalog, Gpu, Lifecycle, Os, PricingModel, Region, Size};
use crate::date::Date;

/// The cheapest price per GPU-hour of one accelerator in a region group.
#[derive(Debug, Clone, PartialEq)]
pub struct GpuLow<'a> {
    /// The accelerator.
    pub gpu: &'a Gpu,
    /// Its cheapest price there, or `None` when the snapshot has no pay-as-you-go Linux price
    /// for any of its current sizes in the group.
    pub cheapest: Option<GpuHour<'a>>,
}

/// A price per GPU-hour and where it comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct GpuHour<'a> {
    /// The price per GPU per hour, exact (USD).
    pub per_gpu_hour: Decimal,
    /// The size it is the price of.
    pub size: &'a Size,
    /// The region's ARM name.
    pub region: &'a str,
    /// The snapshot's date.
    pub as_of: Date,
}

/// Whether `region` (an ARM name) is in `group`.
pub fn in_group(catalog: &Catalog, region: &str, group: RegionGroup) -> bool {
    catalog
        .region(region)
        .and_then(|r| RegionGroup::of_geography(&r.geography))
        .is_some_and(|g| g == group)
}

/// Whether a size is on sale for the long run on `today`: generally available (capacity-limited
/// included), not preview, retiring or retired.
fn is_current(catalog: &Catalog, size: &Size, today: Date) -> bool {
    matches!(catalog.lifecycle(size, today), Lifecycle::Available | Lifecycle::Limited)
}

/// Each current accelerator (one with a size generally available on `today`, capacity-limited
/// included; not preview, retiring or retired), with its cheapest current pay-as-you-go Linux
/// price per GPU-hour in `group`: cheapest first, those
/// without a price last (in catalog order). Ties go to the size, then the region, by name.
pub fn cheapest_per_gpu_hour(
    catalog: &Catalog,
    group: RegionGroup,
    today: Date,
) -> Vec<GpuLow<'_>> {
    let mut out: Vec<GpuLow<'_>> = catalog
        .gpus
        .iter()
        .filter_map(|gpu| {
            let sizes: Vec<&Size> = catalog
                .sizes
                .iter()
                .filter(|s| catalog.gpu_of(s).is_some_and(|g| g.id == gpu.id))
                .filter(|s| is_current(catalog, s, today))
                .collect();
            if sizes.is_empty() {
                return None;
            }
            let cheapest = sizes
                .iter()
                .flat_map(|size| {
                    catalog
                        .prices_on(&size.name, today)
                        .filter(|p| p.os == Os::Linux && p.model == PricingModel::Payg)
                        .filter(|p| in_group(catalog, &p.region, group))
                        .filter_map(move |p| {
                            Some(GpuHour {
                                per_gpu_hour: size.gpu_count.per_gpu(p.price)?,
                                size,
                                region: p.region.as_str(),
                                as_of: p.as_of,
                            })
                        })
                })
                .min_by(|a, b| {
                    a.per_gpu_hour
                        .cmp(&b.per_gpu_hour)
                        .then_with(|| a.size.name.cmp(&b.size.name))
                        .then_with(|| a.region.cmp(b.region))
                });
            Some(GpuLow { gpu, cheapest })
        })
        .collect();
    // Stable: accelerators without a price keep their catalog order after the priced ones.
    out.sort_by(|a, b| match (&a.cheapest, &b.cheapest) {
        (Some(x), Some(y)) => x.per_gpu_hour.cmp(&y.per_gpu_hour),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    });
    out
}

/// The range of Spot discounts against pay-as-you-go (Linux) in a region group.
#[derive(Debug, Clone, PartialEq)]
pub struct SpotRange {
    /// The smallest discount, per cent (exact).
    pub lowest: Decimal,
    /// The largest discount, per cent (exact).
    pub highest: Decimal,
    /// How many size × region pairs it was taken over.
    pub pairs: usize,
    /// The oldest snapshot date among those pairs.
    pub oldest: Date,
    /// The newest snapshot date among those pairs.
    pub newest: Date,
}

/// The Spot discount range over every current size × region pair of `group` with both a Spot
/// and a pay-as-you-go Linux price from the same snapshot day (a discount across two days would
/// compare prices that never stood together); `None` when there is no such pair.
pub fn spot_discount_range(
    catalog: &Catalog,
    group: RegionGroup,
    today: Date,
) -> Option<SpotRange> {
    let mut range: Option<SpotRange> = None;
    let spots =
        catalog.prices.iter().filter(|p| p.os == Os::Linux && p.model == PricingModel::Spot);
    for spot in spots.filter(|p| p.current_on(today)) {
        let current = catalog.size(&spot.size).is_some_and(|s| is_current(catalog, s, today));
        if !current || !in_group(catalog, &spot.region, group) {
            continue;
        }
        let Some(payg) =
            catalog.price_record(&spot.size, &spot.region, Os::Linux, PricingModel::Payg, today)
        else {
            continue;
        };
        if payg.price <= Decimal::ZERO || payg.as_of != spot.as_of {
            continue;
        }
        let discount = (Decimal::ONE - spot.price / payg.price) * Decimal::ONE_HUNDRED;
        range = Some(match range {
            None => SpotRange {
                lowest: discount,
                highest: discount,
                pairs: 1,
                oldest: spot.as_of,
                newest: spot.as_of,
            },
            Some(r) => SpotRange {
                lowest: r.lowest.min(discount),
                highest: r.highest.max(discount),
                pairs: r.pairs + 1,
                oldest: r.oldest.min(spot.as_of),
                newest: r.newest.max(spot.as_of),
            },
        });
    }
    range
}

/// Whether the snapshot has any Spot (Linux) price in `group`, same day or not: says why a
/// group has no [`SpotRange`].
pub fn has_spot(catalog: &Catalog, group: RegionGroup) -> bool {
    catalog.prices.iter().any(|p| {
        p.os == Os::Linux && p.model == PricingModel::Spot && in_group(catalog, &p.region, group)
    })
}

/// The region of `group` with the most pay-as-you-go Linux prices in the snapshot (ties to the
/// name first in order): the region a page opens a tool in for a reader of that group.
pub fn best_covered_region(catalog: &Catalog, group: RegionGroup) -> Option<&str> {
    best_covered(catalog, |r| RegionGroup::of_geography(&r.geography) == Some(group))
}

/// Of the regions named in `names`, the one with the most pay-as-you-go Linux prices in the
/// snapshot (ties to the name first in order); none when none of them is priced. For readers who
/// look at a few regions rather than a whole group (mainland China's teams: East Asia,
/// Southeast Asia, Japan East).
pub fn best_covered_of<'a>(catalog: &'a Catalog, names: &[&str]) -> Option<&'a str> {
    best_covered(catalog, |r| names.contains(&r.name.as_str()))
}

fn best_covered(catalog: &Catalog, keep: impl Fn(&Region) -> bool) -> Option<&str> {
    catalog
        .regions
        .iter()
        .filter(|r| keep(r))
        .map(|r| {
            let n = catalog
                .prices
                .iter()
                .filter(|p| p.region == r.name && p.os == Os::Linux)
                .filter(|p| p.model == PricingModel::Payg)
                .count();
            (n, r.name.as_str())
        })
        .filter(|(n, _)| *n > 0)
        .max_by(|a, b| a.0.cmp(&b.0).then_with(|| b.1.cmp(a.1)))
        .map(|(_, name)| name)
}
