//! The Spot calculator: Spot with interruptions for a size in a region, from the snapshot's
//! Spot and pay-as-you-go prices and an eviction rate, typed or taken from the reader's
//! Resource Graph export (`cost::eviction`).

use serde::Serialize;

use super::{Answer, Field, FormState, PriceUsed, Problem, Reader, Unit, analysis_field, ferr, number, price, region, size};
use crate::catalog::PricingModel;
use crate::cost::analysis::{self, SpotResult};
use crate::cost::eviction::{self, BandEnd, BandRate, EvictionError, EvictionTable};
use crate::dataset::Dataset;
use crate::date::Date;

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    size("Standard_ND96isr_H100_v5"),
    region("westeurope"),
    number("work", "4000", Unit::GpuHours, 0.001, 1e9),
    number("vms", "1", Unit::Vms, 1.0, 100_000.0).more(),
    number("eviction_rate", "5%", Unit::Percent, 0.0, 1000.0),
    number("checkpoint", "10min", Unit::Duration, 0.0, 1000.0).more(),
    number("restart", "15min", Unit::Duration, 0.0, 1000.0).more(),
];


/// The analysis's fields that are the form's under another name.
const RENAMES: &[(&str, &str)] = &[
    ("work_gpu_hours", "work"),
    ("eviction_rate_per_hour", "eviction_rate"),
    ("checkpoint_hours", "checkpoint"),
    ("restart_hours", "restart"),
];

/// The Spot calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpotOutput {
    /// The analysis.
    pub result: SpotResult,
    /// The eviction rate used, per VM-hour.
    pub eviction_rate: f64,
    /// Where that rate came from.
    pub eviction_origin: EvictionOrigin,
    /// The prices used.
    pub prices: Vec<PriceUsed>,
}

/// The form key of the reader's Resource Graph export, for its errors.
pub const EVICTIONS_FIELD: &str = "evictions";
/// The form key of the export's date, for its errors.
pub const EVICTIONS_DATE_FIELD: &str = "evictions_date";

/// An eviction-rate export the reader brought (`cost::eviction`), read once by the caller, and
/// the date the reader gives it.
#[derive(Debug, Clone, Copy)]
pub struct SpotEvictions<'a> {
    /// The export as read, or why it could not be.
    pub table: &'a Result<EvictionTable, EvictionError>,
    /// The export's date, `YYYY-MM-DD`, or empty when the reader gave none.
    pub date: &'a str,
    /// Which end of the band to plan with.
    pub end: BandEnd,
}

/// Where the Spot result's eviction rate came from. In JSON, `typed`, `{"export": {…}}` or
/// `{"not-in-export": {"rows": n}}`, like the core's other tags.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EvictionOrigin {
    /// The rate typed in the form.
    Typed,
    /// A band of the reader's export, for this size and region.
    Export {
        /// The band and the rate taken from it.
        band: BandRate,
        /// The size as the export writes it.
        sku: String,
        /// The region as the export writes it.
        location: String,
        /// The export's date, when the reader gave it.
        as_of: Option<crate::date::Date>,
    },
    /// The export has no row for this size and region, so the typed rate is used.
    NotInExport {
        /// How many rows the export has.
        rows: usize,
    },
}

/// Spot with interruptions for a size in a region, from the snapshot's Spot and pay-as-you-go
/// prices and the typed eviction rate.
pub fn spot(state: &FormState, d: &Dataset, today: Date) -> Answer<SpotOutput> {
    spot_with(state, d, None, today)
}

/// [`spot`], with the band of the reader's export for the chosen size and region where it has
/// one (the typed rate is then not read). An export that could not be read, or a bad date, is an
/// error on [`EVICTIONS_FIELD`] or [`EVICTIONS_DATE_FIELD`], so the page keeps its last result.
pub fn spot_with(state: &FormState, d: &Dataset, evictions: Option<SpotEvictions<'_>>, today: Date) -> Answer<SpotOutput> {
    let c = &d.catalog;
    let mut r = Reader::of(state, FIELDS);
    let size = r.size(c);
    let region = r.region(c);
    let work = r.number("work");
    let vms = r.number("vms");
    let mut table = None;
    let mut as_of = None;
    if let Some(ev) = evictions {
        match ev.table {
            Ok(t) => table = Some((t, ev.end)),
            Err(e) => r.errors.push(ferr(EVICTIONS_FIELD, e.clone())),
        }
        let date = ev.date.trim();
        if !date.is_empty() {
            match date.parse::<crate::date::Date>() {
                Ok(d) => as_of = Some(d),
                Err(e) => r.errors.push(ferr(EVICTIONS_DATE_FIELD, e)),
            }
        }
    }
    let from_export = match (table, size, &region) {
        (Some((t, end)), Some(size), Some(region)) => Some(match t.find(&size.name, region) {
            Some(row) => EvictionOrigin::Export {
                band: eviction::band_rate(row.band, end),
                sku: row.sku.clone(),
                location: row.location.clone(),
                as_of,
            },
            None => EvictionOrigin::NotInExport { rows: t.rows.len() },
        }),
        _ => None,
    };
    let (rate, origin) = match from_export {
        Some(EvictionOrigin::Export { band, sku, location, as_of }) => {
            (Some(band.rate_per_hour), EvictionOrigin::Export { band, sku, location, as_of })
        }
        other => (
            r.number("eviction_rate"),
            other.unwrap_or(EvictionOrigin::Typed),
        ),
    };
    let checkpoint = r.number("checkpoint");
    let restart = r.number("restart");
    if checkpoint == Some(0.0) {
        r.errors.push(ferr("checkpoint", Problem::Zero));
    }
    need!(r, size, region);
    let spot_price = price(c, &size.name, &region, PricingModel::Spot, today);
    let payg_price = price(c, &size.name, &region, PricingModel::Payg, today);
    let (spot_price, payg_price) = match (spot_price, payg_price) {
        (Ok(s), Ok(p)) => (s, p),
        (Err(e), _) | (_, Err(e)) => {
            r.errors.push(e);
            return Err(r.errors);
        }
    };
    need!(r, work, vms, rate, checkpoint, restart);
    r.check()?;
    let input = analysis::SpotInput {
        work_gpu_hours: work,
        gpus_per_vm: size.gpu_count.as_f64(),
        vms,
        eviction_rate_per_hour: rate,
        checkpoint_hours: checkpoint,
        restart_hours: restart,
        spot_hourly: spot_price.usd,
        payg_hourly: payg_price.usd,
    };
    let result = analysis::spot(&input).map_err(|e| {
        let mut e = analysis_field(e, RENAMES);
        // A rate from the export is the export's, not the typed field's.
        if e.field == "eviction_rate" && matches!(origin, EvictionOrigin::Export { .. }) {
            e.field = EVICTIONS_FIELD.to_owned();
        }
        vec![e]
    })?;
    Ok(SpotOutput {
        result,
        eviction_rate: rate,
        eviction_origin: origin,
        prices: vec![spot_price, payg_price],
    })
}
