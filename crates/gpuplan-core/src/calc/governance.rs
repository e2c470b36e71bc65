//! The governance calculator: what auto-shutdown of idle hours, moving data from Hot to Cool
//! and deleting old snapshots save a month.

use rust_decimal::Decimal;
use rust_decimal::prelude::FromPrimitive;
use serde::Serialize;

use super::{Answer, Field, FormState, PriceUsed, PricedItem, Problem, ReadError, Reader, Unit, analysis_field, ferr, number, region};
use crate::cost::analysis::{self, GovernanceResult};
use crate::dataset::Dataset;
use crate::date::Date;

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    region("westeurope"),
    number("compute", "", Unit::Usd, 0.0, 1e9),
    number("idle", "20%", Unit::Percent, 0.0, 100.0),
    number("tier_gb", "0", Unit::Gb, 0.0, 1e12).more(),
    number("snapshot_gb", "0", Unit::Gb, 0.0, 1e12).more(),
];


/// The analysis's fields that are the form's under another name.
const RENAMES: &[(&str, &str)] =
    &[("compute_monthly", "compute"), ("idle_share", "idle"), ("gb_to_tier", "tier_gb")];

/// The governance calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GovernanceOutput {
    /// The analysis.
    pub result: GovernanceResult,
    /// The storage prices used.
    pub prices: Vec<PriceUsed>,
}

/// What auto-shutdown, tiering and snapshot clean-up save a month. It takes the reader's date as
/// every calculator does; the rate card's storage prices carry no end date, so it does not
/// change the result.
pub fn governance(state: &FormState, d: &Dataset, _today: Date) -> Answer<GovernanceOutput> {
    let c = &d.catalog;
    let mut r = Reader::of(state, FIELDS);
    let region = r.region(c);
    let compute = r.usd("compute");
    let idle = r.number("idle");
    let tier_gb = r.number("tier_gb");
    let snapshot_gb = r.number("snapshot_gb");
    let Some(region) = region else { return Err(r.errors) };
    let rate = |item: &str| d.rates.price(item, &region);
    let (hot, cool, snap) = (rate("blob/hot"), rate("blob/cool"), rate("snapshot/standard-hdd"));
    let mut prices = Vec::new();
    for p in [hot, cool, snap].into_iter().flatten() {
        prices.push(PriceUsed {
            item: PricedItem::Storage { item: p.item.clone(), region: region.clone() },
            usd: p.usd,
            as_of: p.as_of,
            source: p.source.clone(),
        });
    }
    if hot.is_none() || cool.is_none() || snap.is_none() {
        r.errors.push(ferr("region", Problem::NoStoragePrices { region: region.clone() }));
    }
    need!(r, compute, idle, tier_gb, snapshot_gb, hot, cool, snap);
    let dec = |v: f64, field: &str| {
        Decimal::from_f64(v).ok_or_else(|| vec![ferr(field, ReadError::TooLarge)])
    };
    let input = analysis::GovernanceInput {
        compute_monthly: compute,
        idle_share: dec(idle, "idle")?,
        gb_to_tier: dec(tier_gb, "tier_gb")?,
        hot_gb_month: hot.usd,
        cool_gb_month: cool.usd,
        snapshot_gb: dec(snapshot_gb, "snapshot_gb")?,
        snapshot_gb_month: snap.usd,
    };
    let result = analysis::governance(&input).map_err(|e| vec![analysis_field(e, RENAMES)])?;
    Ok(GovernanceOutput { result, prices })
}
