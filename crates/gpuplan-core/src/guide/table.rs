//! Tables the build generates from the data, placed in a chapter by a ```` ```live NAME ````
//! fence whose lines are `key = value` settings. Like a live number, a table that does not
//! resolve stops the build, so a chapter's comparison cannot drift from the catalog.
//!
//! | table | rows | settings |
//! |---|---|---|
//! | `gpu_table` | every accelerator of a series not retired, in the catalog's order | `regions`, `models` (per GPU-hour prices), `pflop` (regions for pay-as-you-go per BF16 PFLOP-hour) |
//! | `regions_table` | the same accelerators | none: the regions whose snapshot prices any of its sizes (Linux pay-as-you-go) |
//! | `capacity_table` | every series not retired, in the catalog's order | none: its GPU and what Microsoft's capacity reservation page says of it (multi-zone only, not supported, or not named) |
//! | `serving_table` | each size listed, through the inference calculator | `params`, `precision`, `context`, `concurrent`, `rate` (target output tokens/s), `region`, `sizes` |
//!
//! Cells are typed ([`Cell`]): prices are exact decimals, a price the snapshot lacks is
//! [`Cell::NotPriced`], never a number; the page words and formats them in its language.

use rust_decimal::Decimal;
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};

use super::live::LiveError;
use crate::calc::{self, Kind, Problem};
use crate::catalog::{Catalog, Gpu, Lifecycle, Os, PriceRecord, PricingModel, Size, Spec};
use crate::dataset::Dataset;
use crate::date::Date;
use crate::doc::{Cell, Column, DataTable, Inline, LinkTarget, LiveTable, RegionRef};

/// The table a fence stands for, or why it cannot be generated.
pub fn generate(spec: &LiveTable, d: &Dataset, today: Date) -> Result<DataTable, LiveError> {
    match spec.name.as_str() {
        "gpu_table" => gpu_table(spec, &d.catalog, today),
        "regions_table" => regions_table(spec, &d.catalog, today),
        "serving_table" => serving_table(spec, d, today),
        "capacity_table" => capacity_table(spec, &d.catalog, today),
        other => Err(LiveError::UnknownTable(other.to_owned())),
    }
}

fn param<'a>(spec: &'a LiveTable, key: &str) -> Result<&'a str, LiveError> {
    spec.params.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str()).ok_or_else(|| {
        LiveError::MissingParam { directive: spec.name.clone(), key: key.to_owned() }
    })
}

fn only(spec: &LiveTable, known: &[&str]) -> Result<(), LiveError> {
    match spec.params.iter().find(|(k, _)| !known.contains(&k.as_str())) {
        Some((k, _)) => Err(LiveError::UnknownParam(k.clone())),
        None => Ok(()),
    }
}

/// A comma-separated list, each item trimmed.
fn list(text: &str) -> Vec<&str> {
    text.split(',').map(str::trim).filter(|s| !s.is_empty()).collect()
}

fn region<'a>(c: &Catalog, name: &'a str) -> Result<&'a str, LiveError> {
    c.region(name).map(|_| name).ok_or_else(|| LiveError::UnknownRegion(name.to_owned()))
}

fn region_ref(c: &Catalog, code: &str) -> RegionRef {
    let name = c.region(code).map_or(code, |r| r.display_name.as_str());
    RegionRef { code: code.to_owned(), name: name.to_owned() }
}

/// The dates and sources of the prices a table shows.
#[derive(Default)]
struct Used {
    dates: Option<(Date, Date)>,
    sources: Vec<String>,
}

impl Used {
    fn note(&mut self, as_of: Date, source: &str) {
        self.dates = Some(match self.dates {
            None => (as_of, as_of),
            Some((lo, hi)) => (lo.min(as_of), hi.max(as_of)),
        });
        if !self.sources.iter().any(|s| s == source) {
            self.sources.push(source.to_owned());
        }
    }

    fn table(self, columns: Vec<Column>, rows: Vec<Vec<Cell>>, on: Date) -> DataTable {
        let sources = self.sources.into_iter().map(Inline::Cite).collect();
        DataTable { columns, rows, dates: self.dates, sources, on, priced: true }
    }
}

/// The lowest Linux price per GPU-hour on `today` among `gpu`'s sizes that can be ordered then
/// (not preview, not retired).
fn per_gpu_hour<'c>(
    c: &'c Catalog,
    gpu: &Gpu,
    region: &str,
    model: PricingModel,
    today: Date,
) -> Option<(Decimal, &'c PriceRecord)> {
    c.sizes
        .iter()
        .filter(|s| c.gpu_of(s).is_some_and(|g| g.id == gpu.id) && s.gpu_count.num > 0)
        .filter(|s| c.lifecycle(s, today).is_orderable())
        .filter_map(|s| {
            let p = c.price_record(&s.name, region, Os::Linux, model, today)?;
            Some((s.gpu_count.per_gpu(p.hourly())?, p))
        })
        .min_by_key(|(per, _)| *per)
}

fn figure(v: f64) -> Cell {
    let value = Decimal::from_f64(v).unwrap_or_default().normalize();
    let places = if value.fract().is_zero() { 0 } else { 1 };
    Cell::Number { value, places }
}

/// One row an accelerator that a series not retired carries: memory, interconnect, status, the
/// lowest price per GPU-hour for each region and model, and pay-as-you-go per BF16 PFLOP-hour.
fn gpu_table(spec: &LiveTable, c: &Catalog, today: Date) -> Result<DataTable, LiveError> {
    only(spec, &["regions", "models", "pflop"])?;
    let regions = list(param(spec, "regions")?)
        .into_iter()
        .map(|r| region(c, r))
        .collect::<Result<Vec<_>, _>>()?;
    let models = list(param(spec, "models")?)
        .into_iter()
        .map(|m| PricingModel::parse(m).ok_or_else(|| LiveError::UnknownModel(m.to_owned())))
        .collect::<Result<Vec<_>, _>>()?;
    let pflop = match spec.params.iter().find(|(k, _)| k == "pflop") {
        Some((_, v)) => list(v).into_iter().map(|r| region(c, r)).collect::<Result<Vec<_>, _>>()?,
        None => Vec::new(),
    };
    let mut columns = vec![Column::Gpu, Column::Memory, Column::Interconnect, Column::Status];
    for r in &regions {
        for m in &models {
            columns.push(Column::PerGpuHour { model: *m, region: region_ref(c, r) });
        }
    }
    for r in &pflop {
        columns.push(Column::PerPflopHour { model: PricingModel::Payg, region: region_ref(c, r) });
    }
    let mut used = Used::default();
    let mut rows = Vec::new();
    for g in &c.gpus {
        // The most current stage among its sizes, and that stage's earliest retirement date.
        let stages: Vec<_> = current_sizes(c, g, today).map(|s| c.stage(s, today)).collect();
        let Some(status) = stages.iter().map(|s| s.lifecycle).min() else { continue };
        let retires =
            stages.iter().filter(|s| s.lifecycle == status).filter_map(|s| s.retires).min();
        let mut row = vec![
            Cell::Text { en: g.name.clone(), zh: g.name_zh.clone() },
            figure(azure_memory_per_gpu(c, g, today).unwrap_or(g.memory_gb)),
            match &g.interconnect {
                Some(text) => Cell::Text { en: text.clone(), zh: g.interconnect_zh.clone() },
                None => Cell::NoFigure,
            },
            Cell::Status { status, retires },
        ];
        for r in &regions {
            for m in &models {
                row.push(match per_gpu_hour(c, g, r, *m, today) {
                    Some((per, p)) => {
                        used.note(p.as_of, &p.source);
                        Cell::Usd(per)
                    }
                    None => Cell::NotPriced,
                });
            }
        }
        let bf16 = match g.bf16 {
            Some(Spec::Value(v)) if v > 0.0 => Decimal::from_f64(v),
            _ => None,
        };
        for r in &pflop {
            row.push(match (bf16, per_gpu_hour(c, g, r, PricingModel::Payg, today)) {
                (None, _) => Cell::NoFigure,
                (Some(_), None) => Cell::NotPriced,
                (Some(tflops), Some((per, p))) => {
                    used.note(p.as_of, &p.source);
                    Cell::Usd(per * Decimal::ONE_THOUSAND / tflops)
                }
            });
        }
        rows.push(row);
    }
    Ok(used.table(columns, rows, today))
}

/// One row a series not retired on `today`: its accelerator and whether it can take an on-demand
/// capacity reservation, as the page its data cites states it. The caption cites those pages.
fn capacity_table(spec: &LiveTable, c: &Catalog, today: Date) -> Result<DataTable, LiveError> {
    only(spec, &[])?;
    let mut sources: Vec<Inline> = Vec::new();
    let mut rows = Vec::new();
    for series in &c.series {
        if Catalog::series_stage(series, today).lifecycle == Lifecycle::Retired {
            continue;
        }
        let gpu = series.gpu.as_deref().and_then(|g| c.gpu(g));
        if let Some(r) = &series.capacity_reservation {
            let cite = Inline::Cite(r.source.clone());
            if !sources.contains(&cite) {
                sources.push(cite);
            }
        }
        rows.push(vec![
            Cell::Text { en: series.id.clone(), zh: None },
            match gpu {
                Some(g) => Cell::Text { en: g.name.clone(), zh: g.name_zh.clone() },
                None => Cell::NoFigure,
            },
            Cell::Reservation(series.capacity_reservation.as_ref().map(|r| r.support)),
        ]);
    }
    Ok(DataTable {
        columns: vec![Column::Series, Column::Gpu, Column::CapacityReservation],
        rows,
        dates: None,
        sources,
        on: today,
        priced: false,
    })
}

/// The memory one whole GPU has on Azure, as the size pages of `gpu`'s current whole-GPU sizes
/// print it, where they agree: an Azure table shows Microsoft's figure (192 GB for a GB200 where
/// NVIDIA's table says 186).
fn azure_memory_per_gpu(c: &Catalog, gpu: &Gpu, today: Date) -> Option<f64> {
    let mut figures = current_sizes(c, gpu, today)
        .filter(|s| s.gpu_count.den == 1 && s.gpu_count.num > 0)
        .map(|s| s.vram_gb() / f64::from(s.gpu_count.num));
    let first = figures.next()?;
    figures.all(|f| (f - first).abs() < 0.05).then_some(first)
}

/// The sizes carrying `gpu` that are current on `today` (not retired).
fn current_sizes<'c>(
    c: &'c Catalog,
    gpu: &'c Gpu,
    today: Date,
) -> impl Iterator<Item = &'c Size> + 'c {
    c.sizes.iter().filter(move |s| {
        c.gpu_of(s).is_some_and(|g| g.id == gpu.id) && c.lifecycle(s, today).is_current()
    })
}

/// One row an accelerator that can be ordered on `today`: the regions where the snapshot has a
/// current Linux pay-as-you-go price for any of its sizes that can be ordered (not preview, not
/// retired). A price shows that Azure sold the size there on that date, not that capacity is
/// free today.
fn regions_table(spec: &LiveTable, c: &Catalog, today: Date) -> Result<DataTable, LiveError> {
    only(spec, &[])?;
    let mut used = Used::default();
    let mut rows = Vec::new();
    for g in &c.gpus {
        let sizes: Vec<&Size> =
            current_sizes(c, g, today).filter(|s| c.lifecycle(s, today).is_orderable()).collect();
        if sizes.is_empty() {
            continue;
        }
        let mut codes: Vec<&str> = Vec::new();
        for p in sizes.iter().flat_map(|s| c.prices_on(&s.name, today)) {
            if p.os == Os::Linux && p.model == PricingModel::Payg {
                used.note(p.as_of, &p.source);
                if !codes.contains(&p.region.as_str()) {
                    codes.push(&p.region);
                }
            }
        }
        codes.sort_unstable();
        let regions: Vec<RegionRef> = codes.iter().map(|r| region_ref(c, r)).collect();
        rows.push(vec![
            Cell::Text { en: g.name.clone(), zh: g.name_zh.clone() },
            Cell::Number { value: Decimal::from(regions.len()), places: 0 },
            Cell::Regions(regions),
        ]);
    }
    Ok(used.table(vec![Column::Gpu, Column::RegionCount, Column::Regions], rows, today))
}

/// One row a size: the inference calculator's plan for the job, the replicas that reach the
/// target output rate, their pay-as-you-go cost an hour and per million output tokens.
fn serving_table(spec: &LiveTable, d: &Dataset, today: Date) -> Result<DataTable, LiveError> {
    let job = ["params", "precision", "context", "concurrent"];
    only(spec, &["params", "precision", "context", "concurrent", "rate", "region", "sizes"])?;
    let c = &d.catalog;
    let region = region(c, param(spec, "region")?)?;
    let rate_text = param(spec, "rate")?;
    let rate = calc::read_quantity(rate_text, 1.0, 1e9)
        .ok()
        .and_then(|r| Decimal::from_f64(r.round()))
        .ok_or_else(|| LiveError::BadValue { key: "rate".into(), value: rate_text.to_owned() })?;
    let rate_f = rate.to_f64().unwrap_or(1.0);
    let columns = vec![
        Column::Size,
        Column::Gpu,
        Column::Replicas,
        Column::TokensPerSecond,
        Column::PerHour { region: region_ref(c, region) },
        Column::PerMillionTokens { region: region_ref(c, region) },
    ];
    let mut used = Used::default();
    let mut rows = Vec::new();
    for size in list(param(spec, "sizes")?) {
        let s = c.size(size).ok_or_else(|| LiveError::UnknownSize(size.to_owned()))?;
        let gpu = c.gpu_of(s).ok_or_else(|| LiveError::UnknownSize(size.to_owned()))?;
        // A table of current choices: a size that cannot be ordered on `today` leaves it.
        if !c.lifecycle(s, today).is_orderable() {
            continue;
        }
        let mut pairs: Vec<(String, String)> = Vec::new();
        for key in job {
            pairs.push((key.to_owned(), param(spec, key)?.to_owned()));
        }
        pairs.push(("size".into(), size.to_owned()));
        pairs.push(("region".into(), region.to_owned()));
        let query: Vec<String> = pairs
            .iter()
            .map(|(k, v)| format!("inference.{k}={}", crate::percent::encode(v)))
            .collect();
        let link = Cell::Link {
            text: size.to_owned(),
            target: LinkTarget::Internal(format!("calc/inference?{}", query.join("&"))),
        };
        let gpu_cell = Cell::Text { en: gpu.name.clone(), zh: gpu.name_zh.clone() };
        let state = Kind::Inference.defaults(&pairs);
        let row = match calc::inference::inference(&state, d, today) {
            Ok(out) => {
                let per_replica = out.plan.decode_tokens_per_s;
                let replicas = (rate_f / per_replica).ceil().max(1.0).to_u32().unwrap_or(u32::MAX);
                let price = out.prices.first().ok_or(LiveError::NoSnapshot)?;
                used.note(price.as_of, &price.source);
                let per_hour = price.usd * Decimal::from(out.vms) * Decimal::from(replicas);
                let per_mtok = per_hour * Decimal::from(1_000_000) / (rate * Decimal::from(3600));
                vec![
                    link,
                    gpu_cell,
                    Cell::Number { value: Decimal::from(replicas), places: 0 },
                    figure(per_replica.round()),
                    Cell::Usd(per_hour),
                    Cell::Usd(per_mtok),
                ]
            }
            Err(errors) => {
                let unpriced = errors.iter().any(|e| {
                    matches!(e.problem, Problem::NotInSnapshot { .. } | Problem::PriceEnded { .. })
                });
                let fits = !errors.iter().any(|e| {
                    matches!(
                        e.problem,
                        Problem::CannotServe | Problem::StateDoesNotFit | Problem::Replica(_)
                    )
                });
                if !unpriced && fits {
                    return Err(LiveError::Calculator(format!("{size}: {errors:?}")));
                }
                let (plan, price) = if unpriced {
                    (Cell::NoFigure, Cell::NotPriced)
                } else {
                    (Cell::DoesNotFit, Cell::DoesNotFit)
                };
                vec![link, gpu_cell, plan.clone(), plan, price.clone(), price]
            }
        };
        rows.push(row);
    }
    Ok(used.table(columns, rows, today))
}

#[cfg(all(test, feature = "sources", feature = "markdown"))]
mod tests {
    use super::*;
    use crate::dataset::embedded;

    fn spec(name: &str, params: &[(&str, &str)]) -> LiveTable {
        let params = params.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect();
        LiveTable::new(name.into(), params, 1)
    }

    #[test]
    fn the_gpu_table_prices_each_row_from_the_snapshot_or_says_not_priced() {
        let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let t = generate(
            &spec(
                "gpu_table",
                &[("regions", "westeurope"), ("models", "payg, spot"), ("pflop", "westeurope")],
            ),
            &d,
            crate::date::test_day(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.columns.len(), 7);
        // The H100 SXM row: ND H100 v5 carries 8 GPUs, so its per-GPU price is the VM's over 8.
        let h100 = d.catalog.gpu("h100-sxm").map(|g| g.name.clone()).unwrap_or_default();
        let row = t
            .rows
            .iter()
            .find(|r| matches!(&r[0], Cell::Text { en, .. } if *en == h100))
            .unwrap_or_else(|| panic!("no H100 row"));
        let vm = d.catalog.price(
            "Standard_ND96isr_H100_v5",
            "westeurope",
            Os::Linux,
            PricingModel::Payg,
            crate::date::test_day(),
        );
        match vm {
            crate::catalog::PriceAnswer::Found(p) => {
                assert_eq!(row[4], Cell::Usd(p.price / Decimal::from(8)));
            }
            _ => assert_eq!(row[4], Cell::NotPriced),
        }
        // Every price cell is a price or "not priced", and the table cites what it used.
        assert!(t.rows.iter().all(|r| r.len() == 7));
        assert!(!t.sources.is_empty() && t.dates.is_some());
        // A region with no Spot records yields "not priced" cells, never a made-up figure.
        let asia = generate(
            &spec("gpu_table", &[("regions", "japaneast"), ("models", "spot")]),
            &d,
            crate::date::test_day(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(asia.rows.iter().all(|r| r[4] == Cell::NotPriced));
        // Memory per GPU is Azure's: the GB200 and GB300 size pages print 192 and 288 GB a GPU
        // (NVIDIA's own tables say 186 and 279).
        for (gpu, gb) in [("gb200", 192), ("gb300", 288)] {
            let name = d.catalog.gpu(gpu).map(|g| g.name.clone()).unwrap_or_default();
            let row = t.rows.iter().find(|r| matches!(&r[0], Cell::Text { en, .. } if *en == name));
            assert_eq!(
                row.map(|r| r[1].clone()),
                Some(Cell::Number { value: Decimal::from(gb), places: 0 })
            );
        }
    }

    /// The capacity reservation table says what the page says of each series not retired on the
    /// day, and leaves out a series once its retirement date has passed.
    #[test]
    fn the_capacity_table_follows_the_page_and_the_date() {
        let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let on = |y, m, day| {
            let date = Date::new(y, m, day).unwrap_or_else(|| panic!("a date"));
            generate(&spec("capacity_table", &[]), &d, date).unwrap_or_else(|e| panic!("{e}"))
        };
        let support = |t: &DataTable, series: &str| {
            t.rows
                .iter()
                .find(|r| matches!(&r[0], Cell::Text { en, .. } if en == series))
                .map(|r| r[2].clone())
        };
        let t = on(2026, 12, 2);
        assert_eq!(t.columns, [Column::Series, Column::Gpu, Column::CapacityReservation]);
        assert!(!t.priced && t.dates.is_none());
        assert_eq!(t.sources, [Inline::Cite("az-capacity-reservation".into())]);
        // The page names the ND series and NCads H100 v5 as not supported, NC A100 v4 as
        // multi-zone only, and does not name the confidential NCCads H100 v5.
        use crate::catalog::ReservationSupport as R;
        assert_eq!(support(&t, "ND_H100_v5"), Some(Cell::Reservation(Some(R::NotSupported))));
        assert_eq!(support(&t, "ND_GB300_v6"), Some(Cell::Reservation(Some(R::NotSupported))));
        assert_eq!(support(&t, "NCads_H100_v5"), Some(Cell::Reservation(Some(R::NotSupported))));
        assert_eq!(support(&t, "NC_A100_v4"), Some(Cell::Reservation(Some(R::MultiZoneOnly))));
        assert_eq!(support(&t, "NCCads_H100_v5"), Some(Cell::Reservation(None)));
        // NVv3 retired on 2026-09-30: in the table the day before, gone on the day.
        assert_eq!(support(&t, "NVv3"), None);
        assert_eq!(
            support(&on(2026, 9, 29), "NVv3"),
            Some(Cell::Reservation(Some(R::MultiZoneOnly)))
        );
        assert_eq!(support(&on(2026, 9, 30), "NVv3"), None);
    }

    #[test]
    fn bad_settings_are_refused() {
        let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
        for (name, params) in [
            ("gpu_table", vec![("regions", "mars"), ("models", "payg")]),
            ("gpu_table", vec![("regions", "eastus"), ("models", "free")]),
            ("gpu_table", vec![("regions", "eastus"), ("models", "payg"), ("colour", "red")]),
            ("no_such_table", vec![]),
            ("serving_table", vec![("sizes", "Standard_Nope")]),
        ] {
            assert!(
                generate(&spec(name, &params), &d, crate::date::test_day()).is_err(),
                "{name} {params:?}"
            );
        }
    }

    #[test]
    fn the_serving_table_costs_a_million_tokens_from_the_calculator() {
        let d = embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let size = "Standard_NC40ads_H100_v5";
        let job =
            [("params", "8B"), ("precision", "bf16"), ("context", "4k"), ("concurrent", "16")];
        let mut params = job.to_vec();
        params.extend([("rate", "2000"), ("region", "eastus"), ("sizes", size)]);
        let t = generate(&spec("serving_table", &params), &d, crate::date::test_day())
            .unwrap_or_else(|e| panic!("{e}"));
        let mut pairs: Vec<(String, String)> =
            job.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect();
        pairs.push(("size".into(), size.into()));
        pairs.push(("region".into(), "eastus".into()));
        let out = calc::inference::inference(
            &Kind::Inference.defaults(&pairs),
            &d,
            crate::date::test_day(),
        )
        .unwrap_or_else(|e| panic!("{e:?}"));
        let replicas = (2000.0 / out.plan.decode_tokens_per_s).ceil().max(1.0);
        let usd = out.prices[0].usd;
        let per_hour =
            usd * Decimal::from(out.vms) * Decimal::from_f64(replicas).unwrap_or_default();
        assert_eq!(t.rows[0][4], Cell::Usd(per_hour));
        assert_eq!(
            t.rows[0][5],
            Cell::Usd(per_hour * Decimal::from(1_000_000) / Decimal::from(2000 * 3600))
        );
        // The size links to the calculator filled in with the same job.
        let Cell::Link { target: LinkTarget::Internal(path), .. } = &t.rows[0][0] else {
            panic!("{:?}", t.rows[0][0])
        };
        let (kind, link) = crate::guide::calculator_link(path).unwrap_or_else(|| panic!("{path}"));
        assert_eq!(kind, Kind::Inference);
        assert_eq!(link, pairs);
    }
}
