//! Live numbers: the figures a guide chapter takes from the catalog, written
//! `{{ name key=value }}` in its Markdown. The build resolves each one; a directive that does not
//! resolve stops the build, so a figure in the guide cannot drift from the data.
//!
//! | directive | gives |
//! |---|---|
//! | `size_count` | sizes in the catalog |
//! | `gpu_count` | accelerators in the catalog |
//! | `region_count` | regions with prices |
//! | `region_total` | regions the catalog lists, priced or not |
//! | `newest_snapshot` | the newest price snapshot's date |
//! | `spot_discount region=R` | the range of Spot discounts against Linux pay-as-you-go in R, as `min–max %` |
//! | `price size=S region=R [model=M] [os=O]` | the snapshot price, exactly as stored |
//! | `price_per_gpu size=S region=R` | the Linux pay-as-you-go price of one of S's GPUs, USD an hour to the cent |
//! | `card_price gpu=G` | what one of G's cards costs to buy, USD, as the data's range (`25,000–30,000`) or one figure; where the data has only a whole system's list price, that price over its GPUs |
//! | `card_months gpu=G size=S region=R` | months of renting one of S's GPUs around the clock (730 hours a month) that cost as much as one G card, as `2.8–3.4` |
//! | `price_ratio a=S1 b=S2 region=R` | S1's pay-as-you-go price per GPU over S2's, as `0.32` |
//! | `vram size=S` | a size's GPU memory per VM, GB, as `1,128` |
//! | `vcpu size=S` | a size's vCPUs, the count its family's vCPU quota is charged |
//! | `discount size=S region=R model=M` | how far M's hourly price is below Linux pay-as-you-go, as `81 %`; both prices must be from the same snapshot day |
//! | `gpu_spec gpu=G field=F` | an accelerator's figure as stored (`16`, `989.5`, `2,500`): `bf16`, `fp16`, `fp8`, `tf32`, `fp32`, `fp64` (dense TFLOP/s), `memory` (GB), `bandwidth` (GB/s) |
//! | `spec_ratio a=G1 b=G2 field=F` | G1's figure over G2's, as `3.2` |
//! | `rate item=I region=R` | a storage or transfer price from the rate card, exactly as stored (USD per its unit) |
//! | `egress_free` | the free Internet egress allowance, GB per month |
//! | `blob_min_days tier=T` | a Blob tier's minimum retention, days |
//! | `price_count model=M [region=R]` | how many price records the snapshot holds for M (every OS and size), in R or everywhere |
//! | `calc_total calc=C out=O field=value…` | the training or fine-tuning calculator's result for the job the other parameters give (its form's fields): `cost` (pay-as-you-go USD, whole dollars), `days`, `hours`, `gpus`, `vms` |

use rust_decimal::Decimal;

use crate::catalog::view::format_amount;
use crate::catalog::{Catalog, Os, PriceAnswer, PriceRecord, PricingModel};
use crate::dataset::Dataset;
use crate::date::Date;
use crate::doc::LiveSpec;

/// Why a live number cannot be resolved. The build reports it with the chapter and line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LiveError {
    /// A parameter the directive needs is missing.
    #[error("{{{{ {directive} }}}} needs {key}=…")]
    MissingParam {
        /// The directive's name.
        directive: String,
        /// The parameter's name.
        key: String,
    },
    /// A parameter no directive takes.
    #[error("unknown parameter {0:?}")]
    UnknownParam(String),
    /// A directive that does not exist.
    #[error("unknown directive {0:?}")]
    UnknownDirective(String),
    /// The snapshot holds no such price.
    #[error(
        "no {} {} price for {size} in {region} (newest snapshot {})",
        .os.as_str(),
        .model.as_str(),
        .newest.map_or("none".into(), |d| d.to_string())
    )]
    NoPrice {
        /// The size.
        size: String,
        /// The region.
        region: String,
        /// The operating system.
        os: Os,
        /// The pricing model.
        model: PricingModel,
        /// The newest snapshot searched.
        newest: Option<Date>,
    },
    /// The price ended before the day the guide is built on.
    #[error("the price of {size} in {region} ended on {ended}")]
    PriceEnded {
        /// The size.
        size: String,
        /// The region.
        region: String,
        /// The last day it applied.
        ended: Date,
    },
    /// A discount asked between prices of different snapshot days.
    #[error("the {} price is from {model_date} and pay-as-you-go from {payg_date}: not comparable", .model.as_str())]
    NotComparable {
        /// The pricing model compared.
        model: PricingModel,
        /// Its price's date.
        model_date: Date,
        /// The pay-as-you-go price's date.
        payg_date: Date,
    },
    /// The pay-as-you-go price is zero, so no discount can be taken from it.
    #[error("pay-as-you-go price is zero")]
    ZeroPayg,
    /// A ratio over a zero figure.
    #[error("division by a zero figure")]
    ZeroFigure,
    /// A ratio over a zero price.
    #[error("division by a zero price")]
    ZeroPrice,
    /// No snapshot at all.
    #[error("no snapshot")]
    NoSnapshot,
    /// An accelerator the catalog does not hold.
    #[error("no accelerator {0:?}")]
    UnknownGpu(String),
    /// A size the catalog does not hold.
    #[error("no size {0:?}")]
    UnknownSize(String),
    /// A pricing model name that does not parse.
    #[error("unknown model {0:?}")]
    UnknownModel(String),
    /// An operating system other than linux or windows.
    #[error("unknown os {0:?}")]
    UnknownOs(String),
    /// An accelerator figure name that does not exist.
    #[error("unknown field {0:?}")]
    UnknownField(String),
    /// The accelerator's bandwidth is not in the data.
    #[error("{0}: no bandwidth in the data")]
    NoBandwidth(String),
    /// The figure does not exist on this accelerator.
    #[error("{gpu}: {field} does not exist on this part")]
    NotApplicable {
        /// The accelerator.
        gpu: String,
        /// The figure.
        field: String,
    },
    /// The figure is not in the data.
    #[error("{gpu}: no {field} figure in the data")]
    NoFigure {
        /// The accelerator.
        gpu: String,
        /// The figure.
        field: String,
    },
    /// The rate card holds no such rate.
    #[error("no rate for {item} in {region}")]
    NoRate {
        /// The rate card item.
        item: String,
        /// The region.
        region: String,
    },
    /// A Blob tier the rate card does not hold.
    #[error("no Blob tier {0:?}")]
    UnknownBlobTier(String),
    /// The data holds no purchase price for the accelerator.
    #[error("{0}: no purchase price in the data")]
    NoCardPrice(String),
    /// No size in the region has both a Spot and a pay-as-you-go price.
    #[error("no size has both Spot and pay-as-you-go prices in {0}")]
    NoSpotPairs(String),
    /// A generated table that does not exist.
    #[error("unknown table {0:?}")]
    UnknownTable(String),
    /// A region the catalog does not hold.
    #[error("no region {0:?}")]
    UnknownRegion(String),
    /// A parameter whose value does not read.
    #[error("{key}={value:?} does not read")]
    BadValue {
        /// The parameter.
        key: String,
        /// Its value.
        value: String,
    },
    /// A calculator the directive runs refused its job.
    #[error("the calculator refused the job: {0}")]
    Calculator(String),
}

/// The hours in a month, as Azure's pricing calculator counts them.
const HOURS_PER_MONTH: u32 = 730;

fn param<'a>(spec: &'a LiveSpec, key: &str) -> Result<&'a str, LiveError> {
    spec.params.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str()).ok_or_else(|| {
        LiveError::MissingParam { directive: spec.name.clone(), key: key.to_owned() }
    })
}

fn found<'c>(
    c: &'c Catalog,
    size: &str,
    region: &str,
    os: Os,
    model: PricingModel,
    today: Date,
) -> Result<&'c PriceRecord, LiveError> {
    match c.price(size, region, os, model, today) {
        PriceAnswer::Found(p) => Ok(p),
        PriceAnswer::Ended(p) => Err(LiveError::PriceEnded {
            size: size.to_owned(),
            region: region.to_owned(),
            ended: p.ends.unwrap_or(p.as_of),
        }),
        PriceAnswer::NotInSnapshot { newest_snapshot } => Err(LiveError::NoPrice {
            size: size.to_owned(),
            region: region.to_owned(),
            os,
            model,
            newest: newest_snapshot,
        }),
    }
}

/// How far `model`'s hourly price for `size` in `region` is below Linux pay-as-you-go, as a whole
/// percentage. Prices from different snapshot days are not compared.
fn discount(
    c: &Catalog,
    size: &str,
    region: &str,
    model: PricingModel,
    today: Date,
) -> Result<String, LiveError> {
    let payg = found(c, size, region, Os::Linux, PricingModel::Payg, today)?;
    let other = found(c, size, region, Os::Linux, model, today)?;
    if payg.as_of != other.as_of {
        return Err(LiveError::NotComparable {
            model,
            model_date: other.as_of,
            payg_date: payg.as_of,
        });
    }
    if payg.price.is_zero() {
        return Err(LiveError::ZeroPayg);
    }
    let pct = (Decimal::ONE - other.hourly() / payg.hourly()) * Decimal::ONE_HUNDRED;
    Ok(format!("{} %", format_amount(pct, 0)))
}

/// A size's Linux pay-as-you-go price in a region divided by its GPU count (a fraction for
/// partitioned GPUs), exact.
fn per_gpu(c: &Catalog, size: &str, region: &str, today: Date) -> Result<Decimal, LiveError> {
    let s = c.size(size).ok_or_else(|| LiveError::UnknownSize(size.to_owned()))?;
    let p = found(c, size, region, Os::Linux, PricingModel::Payg, today)?;
    s.gpu_count.per_gpu(p.price).ok_or(LiveError::ZeroFigure)
}

/// What one card of an accelerator costs to buy, low and high, USD.
fn card_price(c: &Catalog, gpu: &str) -> Result<(Decimal, Decimal), LiveError> {
    let g =
        c.gpus.iter().find(|g| g.id == gpu).ok_or_else(|| LiveError::UnknownGpu(gpu.to_owned()))?;
    let p = g.price.as_ref().ok_or_else(|| LiveError::NoCardPrice(gpu.to_owned()))?;
    if p.units == 0 {
        return Err(LiveError::ZeroFigure);
    }
    let units = Decimal::from(p.units);
    Ok((p.usd_low / units, p.usd_high / units))
}

/// A range as `low–high`, or one figure when both ends round alike.
fn range(low: Decimal, high: Decimal, places: u32) -> String {
    let (lo, hi) = (format_amount(low, places), format_amount(high, places));
    if lo == hi { lo } else { format!("{lo}–{hi}") }
}

/// An accelerator's figure by field name, or why there is none.
fn gpu_figure(c: &Catalog, gpu: &str, field: &str) -> Result<f64, LiveError> {
    use crate::catalog::Spec;
    let g =
        c.gpus.iter().find(|g| g.id == gpu).ok_or_else(|| LiveError::UnknownGpu(gpu.to_owned()))?;
    let spec = match field {
        "memory" => return Ok(g.memory_gb),
        "bandwidth" => {
            return g.bandwidth_gbs.ok_or_else(|| LiveError::NoBandwidth(gpu.to_owned()));
        }
        "bf16" => g.bf16,
        "fp16" => g.fp16,
        "fp8" => g.fp8,
        "tf32" => g.tf32,
        "fp32" => g.fp32,
        "fp64" => g.fp64,
        other => return Err(LiveError::UnknownField(other.to_owned())),
    };
    match spec {
        Some(Spec::Value(v)) => Ok(v),
        Some(Spec::NotApplicable) => {
            Err(LiveError::NotApplicable { gpu: gpu.to_owned(), field: field.to_owned() })
        }
        None => Err(LiveError::NoFigure { gpu: gpu.to_owned(), field: field.to_owned() }),
    }
}

/// A figure as the data file writes it, with thousands separators: `16`, `989.5`, `1,128`. The
/// shortest decimal that reads back as the same `f64`, so no trailing `.0` and no rounding.
fn as_stored(v: f64) -> String {
    match v.to_string().parse::<Decimal>() {
        Ok(d) => {
            let d = d.normalize();
            format_amount(d, d.scale())
        }
        Err(_) => v.to_string(),
    }
}

/// The text a directive stands for on `today`, or why it cannot be resolved. Prices are those
/// that apply on `today`, of sizes not retired by then.
pub fn resolve(spec: &LiveSpec, d: &Dataset, today: Date) -> Result<String, LiveError> {
    if spec.name == "calc_total" {
        return calc_total(spec, d, today);
    }
    let known = ["size", "region", "model", "os", "a", "b", "gpu", "field", "item", "tier"];
    if let Some((k, _)) = spec.params.iter().find(|(k, _)| !known.contains(&k.as_str())) {
        return Err(LiveError::UnknownParam(k.clone()));
    }
    let Some((_, directive)) = DIRECTIVES.iter().find(|(name, _)| *name == spec.name) else {
        return Err(LiveError::UnknownDirective(spec.name.clone()));
    };
    directive(&Ask { spec, d, c: &d.catalog, today })
}

/// A directive as written, with the data and the day it is resolved on.
struct Ask<'a> {
    spec: &'a LiveSpec,
    d: &'a Dataset,
    c: &'a Catalog,
    today: Date,
}

impl<'a> Ask<'a> {
    /// A parameter the directive needs.
    fn param(&self, key: &str) -> Result<&'a str, LiveError> {
        param(self.spec, key)
    }

    /// A parameter the directive may leave out.
    fn optional(&self, key: &str) -> Option<&'a str> {
        self.spec.params.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Today's prices of sizes still current: what counts and ranges are taken over.
    fn current(&self) -> impl Iterator<Item = &'a PriceRecord> + 'a {
        let (c, today) = (self.c, self.today);
        c.prices.iter().filter(move |p| {
            p.current_on(today)
                && c.size(&p.size).is_some_and(|s| c.lifecycle(s, today).is_current())
        })
    }
}

/// What resolves a directive.
type Directive = fn(&Ask<'_>) -> Result<String, LiveError>;

/// Every directive but `calc_total`, by name (the table in the module's documentation).
const DIRECTIVES: &[(&str, Directive)] = &[
    // Counts and dates.
    ("size_count", |a| Ok(a.c.sizes.len().to_string())),
    ("price_count", price_count),
    ("gpu_count", |a| Ok(a.c.gpus.len().to_string())),
    ("region_total", |a| Ok(a.c.regions.len().to_string())),
    ("region_count", |a| Ok(a.c.priced_regions(a.today).to_string())),
    ("newest_snapshot", |a| {
        a.c.newest_snapshot(None).map(|d| d.to_string()).ok_or(LiveError::NoSnapshot)
    }),
    // Prices and what they compare to.
    ("spot_discount", spot_discount),
    ("discount", |a| {
        let model = parse_model(a.param("model")?)?;
        discount(a.c, a.param("size")?, a.param("region")?, model, a.today)
    }),
    ("price", price),
    ("price_per_gpu", |a| {
        let (size, region) = (a.param("size")?, a.param("region")?);
        Ok(format_amount(per_gpu(a.c, size, region, a.today)?, 2))
    }),
    ("card_price", |a| {
        let (low, high) = card_price(a.c, a.param("gpu")?)?;
        Ok(range(low, high, 0))
    }),
    ("card_months", card_months),
    ("price_ratio", price_ratio),
    // The rate card.
    ("rate", rate),
    ("egress_free", |a| Ok(format_amount(a.d.rates.egress.free_gb_per_month, 0))),
    ("blob_min_days", blob_min_days),
    // Accelerators' and sizes' figures.
    ("gpu_spec", |a| Ok(as_stored(gpu_figure(a.c, a.param("gpu")?, a.param("field")?)?))),
    ("spec_ratio", spec_ratio),
    ("vcpu", |a| {
        let s = a.param("size")?;
        a.c.size(s).map(|x| x.vcpu.to_string()).ok_or_else(|| LiveError::UnknownSize(s.to_owned()))
    }),
    ("vram", |a| {
        let s = a.param("size")?;
        a.c.size(s)
            .map(|x| as_stored(x.vram_gb()))
            .ok_or_else(|| LiveError::UnknownSize(s.to_owned()))
    }),
];

/// A pricing model's name, read.
fn parse_model(m: &str) -> Result<PricingModel, LiveError> {
    PricingModel::parse(m).ok_or_else(|| LiveError::UnknownModel(m.to_owned()))
}

/// `price_count`: how many current records the snapshot holds for the model, in the region or
/// everywhere.
fn price_count(a: &Ask<'_>) -> Result<String, LiveError> {
    let model = parse_model(a.param("model")?)?;
    let region = a.optional("region");
    let n =
        a.current().filter(|p| p.model == model && region.is_none_or(|r| p.region == r)).count();
    Ok(n.to_string())
}

/// `spot_discount`: a size's Spot discount where the directive names one, else the range of
/// Spot discounts against Linux pay-as-you-go in the region, as `min–max %`.
fn spot_discount(a: &Ask<'_>) -> Result<String, LiveError> {
    if a.optional("size").is_some() {
        return discount(a.c, a.param("size")?, a.param("region")?, PricingModel::Spot, a.today);
    }
    let region = a.param("region")?;
    let discounts: Vec<Decimal> = a
        .current()
        .filter(|p| p.region == region && p.os == Os::Linux && p.model == PricingModel::Spot)
        .filter_map(|spot| {
            match a.c.price(&spot.size, region, Os::Linux, PricingModel::Payg, a.today) {
                PriceAnswer::Found(payg) if !payg.price.is_zero() => {
                    Some((Decimal::ONE - spot.price / payg.price) * Decimal::ONE_HUNDRED)
                }
                _ => None,
            }
        })
        .collect();
    let (Some(lo), Some(hi)) = (discounts.iter().min(), discounts.iter().max()) else {
        return Err(LiveError::NoSpotPairs(region.to_owned()));
    };
    Ok(format!("{}–{} %", format_amount(*lo, 0), format_amount(*hi, 0)))
}

/// `price`: the snapshot price of a size in a region, for a model (pay-as-you-go unless named)
/// and OS (Linux unless named), exactly as stored.
fn price(a: &Ask<'_>) -> Result<String, LiveError> {
    let (size, region) = (a.param("size")?, a.param("region")?);
    let model = a.optional("model").map_or(Ok(PricingModel::Payg), parse_model)?;
    let os = match a.optional("os") {
        None | Some("linux") => Os::Linux,
        Some("windows") => Os::Windows,
        Some(o) => return Err(LiveError::UnknownOs(o.to_owned())),
    };
    let p = found(a.c, size, region, os, model, a.today)?;
    Ok(format_amount(p.price, p.price.scale()))
}

/// `card_months`: the months of renting one of the size's GPUs that cost as much as a card.
fn card_months(a: &Ask<'_>) -> Result<String, LiveError> {
    let (low, high) = card_price(a.c, a.param("gpu")?)?;
    let month = per_gpu(a.c, a.param("size")?, a.param("region")?, a.today)?
        * Decimal::from(HOURS_PER_MONTH);
    if month.is_zero() {
        return Err(LiveError::ZeroPrice);
    }
    Ok(range(low / month, high / month, 1))
}

/// `price_ratio`: one size's pay-as-you-go price per GPU over another's.
fn price_ratio(a: &Ask<'_>) -> Result<String, LiveError> {
    let (sa, sb, region) = (a.param("a")?, a.param("b")?, a.param("region")?);
    let (pa, pb) = (per_gpu(a.c, sa, region, a.today)?, per_gpu(a.c, sb, region, a.today)?);
    if pb.is_zero() {
        return Err(LiveError::ZeroPrice);
    }
    Ok(format_amount(pa / pb, 2))
}

/// `rate`: a rate card price, exactly as stored.
fn rate(a: &Ask<'_>) -> Result<String, LiveError> {
    let (item, region) = (a.param("item")?, a.param("region")?);
    a.d.rates
        .price(item, region)
        .map(|p| format_amount(p.usd, p.usd.scale()))
        .ok_or_else(|| LiveError::NoRate { item: item.to_owned(), region: region.to_owned() })
}

/// `blob_min_days`: a Blob tier's minimum retention.
fn blob_min_days(a: &Ask<'_>) -> Result<String, LiveError> {
    let tier = a.param("tier")?;
    a.d.rates
        .blob_tiers
        .iter()
        .find(|t| t.tier == tier)
        .map(|t| t.min_days.to_string())
        .ok_or_else(|| LiveError::UnknownBlobTier(tier.to_owned()))
}

/// `spec_ratio`: one accelerator's figure over another's.
fn spec_ratio(a: &Ask<'_>) -> Result<String, LiveError> {
    let field = a.param("field")?;
    let fa = gpu_figure(a.c, a.param("a")?, field)?;
    let fb = gpu_figure(a.c, a.param("b")?, field)?;
    if fb <= 0.0 {
        return Err(LiveError::ZeroFigure);
    }
    Ok(format!("{:.1}", fa / fb))
}

/// Runs the training or fine-tuning calculator on the job the directive's other parameters give,
/// exactly as the calculator's page does with the same fields in its address.
fn calc_total(spec: &LiveSpec, d: &Dataset, today: Date) -> Result<String, LiveError> {
    use crate::calc::Kind;
    let name = param(spec, "calc")?;
    let out = param(spec, "out")?;
    let kind = Kind::from_name(name)
        .filter(|k| matches!(k, Kind::Training | Kind::FineTuning))
        .ok_or_else(|| LiveError::BadValue { key: "calc".into(), value: name.to_owned() })?;
    let pairs: Vec<(String, String)> =
        spec.params.iter().filter(|(k, _)| k != "calc" && k != "out").cloned().collect();
    let (state, notices) = kind.state_from_pairs(kind.defaults(&[]), &pairs);
    if let Some(n) = notices.first() {
        return Err(LiveError::Calculator(format!("{n:?}")));
    }
    let result = match kind {
        Kind::FineTuning => crate::calc::fine_tuning::fine_tuning(&state, d, today),
        _ => crate::calc::training::training(&state, d, today),
    }
    .map_err(|e| LiveError::Calculator(format!("{e:?}")))?;
    let figure = |v: f64, places: u32| {
        Decimal::from_f64_retain(v)
            .map(|x| format_amount(x, places))
            .ok_or_else(|| LiveError::Calculator(format!("{v} is not a figure")))
    };
    match out {
        "cost" => Ok(format_amount(result.cost, 0)),
        "days" => figure(result.hours / 24.0, 0),
        "hours" => figure(result.hours, 1),
        "gpus" => Ok(result.gpus.to_string()),
        "vms" => Ok(result.vms.to_string()),
        other => Err(LiveError::BadValue { key: "out".into(), value: other.to_owned() }),
    }
}

#[cfg(all(test, feature = "sources"))]
mod tests {
    use super::*;
    use crate::dataset::embedded;

    fn spec(name: &str, params: &[(&str, &str)]) -> LiveSpec {
        LiveSpec {
            name: name.into(),
            params: params.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect(),
            line: 1,
            value: None,
        }
    }

    fn data() -> &'static Dataset {
        use std::sync::OnceLock;
        static D: OnceLock<Dataset> = OnceLock::new();
        D.get_or_init(|| embedded().unwrap())
    }

    /// A directive resolved on the test day.
    fn ask(name: &str, params: &[(&str, &str)]) -> Result<String, LiveError> {
        resolve(&spec(name, params), data(), crate::date::test_day())
    }

    /// A size's Linux pay-as-you-go price in a region on the test day.
    fn payg(size: &str, region: &str) -> PriceAnswer<'static> {
        data().catalog.price(size, region, Os::Linux, PricingModel::Payg, crate::date::test_day())
    }

    #[test]
    fn counts_and_the_snapshot_date_read_the_catalog() {
        let c = data();
        assert_eq!(ask("size_count", &[]), Ok(c.catalog.sizes.len().to_string()));
        assert_eq!(ask("newest_snapshot", &[]), Ok("2026-08-20".into()));
    }

    #[test]
    fn spot_discount_in_a_region_is_a_range() {
        // ND H200 v5 Spot equals pay-as-you-go in swedencentral, so the range starts at 0 %.
        let sweden = ask("spot_discount", &[("region", "swedencentral")]).unwrap_or_default();
        assert!(sweden.starts_with("0–"), "{sweden}");
    }

    #[test]
    fn spot_discount_of_one_size_is_one_figure() {
        // Per-size Spot discount: ND H200 v5 Spot equals pay-as-you-go in swedencentral.
        assert_eq!(
            ask(
                "spot_discount",
                &[("size", "Standard_ND96isr_H200_v5"), ("region", "swedencentral")]
            ),
            Ok("0 %".into())
        );
    }

    #[test]
    fn price_is_the_stored_figure() {
        // The exact stored price: 110.272 in swedencentral (2026-08-20 snapshot).
        assert_eq!(
            ask("price", &[("size", "Standard_ND96isr_H200_v5"), ("region", "swedencentral")]),
            Ok("110.272".into())
        );
    }

    #[test]
    fn price_ratio_is_per_gpu() {
        // A100 80 GB (8 GPUs) against H100 (8 GPUs) per GPU in westeurope: the ratio of the two
        // snapshot prices, rounded to 2 places for display.
        let a = payg("Standard_ND96amsr_A100_v4", "westeurope");
        let h = payg("Standard_ND96isr_H100_v5", "westeurope");
        if let (PriceAnswer::Found(a), PriceAnswer::Found(h)) = (a, h) {
            let want = format_amount(a.price / h.price, 2);
            assert_eq!(
                ask(
                    "price_ratio",
                    &[
                        ("a", "Standard_ND96amsr_A100_v4"),
                        ("b", "Standard_ND96isr_H100_v5"),
                        ("region", "westeurope")
                    ]
                ),
                Ok(want)
            );
        }
    }

    #[test]
    fn price_per_gpu_is_the_vm_price_over_its_gpus() {
        // One GPU's price: the stored VM price over its eight GPUs, shown to the cent.
        let nd = payg("Standard_ND96isr_H100_v5", "westeurope");
        let PriceAnswer::Found(nd) = nd else { panic!("no ND H100 v5 price in westeurope") };
        assert_eq!(
            ask("price_per_gpu", &[("size", "Standard_ND96isr_H100_v5"), ("region", "westeurope")]),
            Ok(format_amount(nd.price / Decimal::from(8), 2))
        );
        assert!(
            ask("price_per_gpu", &[("size", "Standard_Nope"), ("region", "westeurope")]).is_err()
        );
    }

    #[test]
    fn card_price_and_the_months_of_renting_that_cost_as_much() {
        // A card's purchase price from gpus.toml, per card; and the months of renting one GPU of
        // the size around the clock that cost as much.
        let c = data();
        let nd = payg("Standard_ND96isr_H100_v5", "westeurope");
        let PriceAnswer::Found(nd) = nd else { panic!("no ND H100 v5 price in westeurope") };
        let h100 = c.catalog.gpus.iter().find(|g| g.id == "h100-sxm").and_then(|g| g.price.clone());
        let Some(h100) = h100 else { panic!("no H100 purchase price in the data") };
        let per_card = |usd: Decimal| usd / Decimal::from(h100.units);
        let card = ask("card_price", &[("gpu", "h100-sxm")]);
        assert_eq!(card, Ok(range(per_card(h100.usd_low), per_card(h100.usd_high), 0)), "{card:?}");
        let month = nd.price / Decimal::from(8) * Decimal::from(730);
        assert_eq!(
            ask(
                "card_months",
                &[
                    ("gpu", "h100-sxm"),
                    ("size", "Standard_ND96isr_H100_v5"),
                    ("region", "westeurope")
                ]
            ),
            Ok(range(per_card(h100.usd_low) / month, per_card(h100.usd_high) / month, 1))
        );
        let no_price = c.catalog.gpus.iter().find(|g| g.price.is_none()).map(|g| g.id.clone());
        if let Some(id) = no_price {
            assert!(ask("card_price", &[("gpu", &id)]).is_err(), "{id}");
        }
    }

    #[test]
    fn range_is_one_figure_when_both_ends_round_alike() {
        assert_eq!(range(Decimal::from(3), Decimal::from(3), 0), "3");
        assert_eq!(range(Decimal::from(3), Decimal::from(4), 0), "3–4");
    }

    #[test]
    fn discount_does_not_compare_prices_of_different_days() {
        // The 2022 reservation is not compared with a 2026 pay-as-you-go price.
        let mixed = ask(
            "discount",
            &[("size", "Standard_NC6s_v3"), ("region", "westeurope"), ("model", "reservation-1y")],
        );
        assert!(
            mixed.as_ref().is_err_and(|e| e.to_string().contains("not comparable")),
            "{mixed:?}"
        );
    }

    #[test]
    fn accelerator_figures_come_from_gpus_toml() {
        // Accelerator figures come from gpus.toml: H100 SXM BF16 over A100 SXM4 80 GB BF16.
        let c = data();
        let figure = |id: &str| {
            c.catalog.gpus.iter().find(|g| g.id == id).and_then(|g| match g.bf16 {
                Some(crate::catalog::Spec::Value(v)) => Some(v),
                _ => None,
            })
        };
        if let (Some(h), Some(a)) = (figure("h100-sxm"), figure("a100-sxm4-80")) {
            assert_eq!(
                ask("spec_ratio", &[("a", "h100-sxm"), ("b", "a100-sxm4-80"), ("field", "bf16")]),
                Ok(format!("{:.1}", h / a))
            );
        }
        assert!(ask("gpu_spec", &[("gpu", "t4"), ("field", "bf16")]).is_err());
    }

    #[test]
    fn figures_read_as_stored() {
        // Figures read as stored: no `.0` on a whole number, separators on thousands, no rounding.
        let c = data();
        let stored = |id: &str, field: &str| {
            ask("gpu_spec", &[("gpu", id), ("field", field)]).unwrap_or_default()
        };
        let t4 = c.catalog.gpus.iter().find(|g| g.id == "t4").map(|g| g.memory_gb);
        if t4.is_some_and(|m| m.fract() == 0.0) {
            assert!(!stored("t4", "memory").contains('.'), "{}", stored("t4", "memory"));
        }
        assert_eq!(as_stored(2500.0), "2,500");
        assert_eq!(as_stored(17.36), "17.36");
        assert_eq!(as_stored(989.5), "989.5");
        let h200 = c.catalog.size("Standard_ND96isr_H200_v5").map(|s| as_stored(s.vram_gb()));
        assert_eq!(ask("vram", &[("size", "Standard_ND96isr_H200_v5")]).ok(), h200);
    }

    #[test]
    fn rate_reads_the_rate_card() {
        let hot = data().rates.price("blob/hot", "westeurope").map(|p| p.usd.to_string());
        assert_eq!(ask("rate", &[("item", "blob/hot"), ("region", "westeurope")]).ok(), hot);
        assert!(ask("rate", &[("item", "blob/hot"), ("region", "mars")]).is_err());
    }

    #[test]
    fn vcpu_reads_the_size() {
        let nd = data().catalog.size("Standard_ND96isr_H100_v5").map(|s| s.vcpu.to_string());
        assert_eq!(ask("vcpu", &[("size", "Standard_ND96isr_H100_v5")]).ok(), nd);
    }

    #[test]
    fn price_count_counts_current_records() {
        // Counting records: every Low Priority record that applies on the day, of a size not
        // retired then, then those of one region. Retired sizes' and ended prices are left out.
        let c = data();
        let today = crate::date::test_day();
        let low =
            c.catalog.prices.iter().filter(|p| p.model == PricingModel::LowPriority).filter(|p| {
                p.current_on(today)
                    && c.catalog
                        .size(&p.size)
                        .is_some_and(|s| c.catalog.lifecycle(s, today).is_current())
            });
        assert!(
            low.clone().count()
                < c.catalog.prices.iter().filter(|p| p.model == PricingModel::LowPriority).count(),
            "the snapshot holds Low Priority prices of retired sizes, which the count leaves out"
        );
        assert_eq!(
            ask("price_count", &[("model", "low-priority")]),
            Ok(low.clone().count().to_string())
        );
        assert_eq!(
            ask("price_count", &[("model", "low-priority"), ("region", "westeurope")]),
            Ok(low.filter(|p| p.region == "westeurope").count().to_string())
        );
    }

    #[test]
    fn calc_total_is_the_calculators_result() {
        // A worked example's total is the calculator's, run on the same fields.
        let c = data();
        let job = [("params", "8B"), ("tokens", "100M"), ("method", "lora")];
        let state = crate::calc::Kind::FineTuning.state_from_pairs(
            crate::calc::Kind::FineTuning.defaults(&[]),
            &job.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect::<Vec<_>>(),
        );
        let want = crate::calc::fine_tuning::fine_tuning(&state.0, c, crate::date::test_day())
            .map(|o| o.cost);
        let mut params = vec![("calc", "fine-tuning"), ("out", "cost")];
        params.extend(job);
        assert_eq!(ask("calc_total", &params).ok(), want.ok().map(|x| format_amount(x, 0)));
    }

    #[test]
    fn bad_directives_do_not_resolve() {
        for (bad, params) in [
            ("calc_total", vec![("calc", "spot"), ("out", "cost")]),
            ("calc_total", vec![("calc", "training"), ("out", "cost"), ("colour", "red")]),
            ("calc_total", vec![("calc", "training"), ("out", "speed")]),
            ("calc_total", vec![("calc", "training"), ("out", "cost"), ("params", "lots")]),
            ("nonsense", vec![]),
            ("price", vec![("size", "Standard_Nope"), ("region", "westeurope")]),
            ("spot_discount", vec![]),
            ("size_count", vec![("colour", "red")]),
        ] {
            assert!(ask(bad, &params).is_err(), "{bad}");
        }
    }
}
