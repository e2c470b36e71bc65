//! Each calculator's result: figures, the prices used (with date and source), and charts.
//! Money is formatted from exact decimals; chart positions are floats for drawing only.

use gpuplan_core::calc::spot::EvictionOrigin;
use gpuplan_core::calc::{self, FieldError, Kind, PriceUsed};
use gpuplan_core::catalog::{Catalog, PricingModel};
use gpuplan_core::cost::eviction::BandEnd;
use gpuplan_core::cost::{Currency, Locale, format_money};
use gpuplan_core::guide::Lang;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use crate::components::chart::{LineChart, Marker, Part, Series, StackedBar};
use crate::components::spot_evictions::{Export, Origin};

fn usd(d: Decimal) -> String {
    format_money(d, Currency::USD, Locale::En)
}

/// A decimal string from the analyses (exact), as a float for drawing only.
fn plot(s: &str) -> f64 {
    s.parse::<Decimal>().ok().and_then(|d| d.to_f64()).unwrap_or(f64::NAN)
}

fn usd_str(s: &str) -> String {
    s.parse::<Decimal>().map(usd).unwrap_or_else(|_| s.to_owned())
}

fn hours(h: f64) -> String {
    if !h.is_finite() {
        "never".to_owned()
    } else if h >= 48.0 {
        format!("{:.1} days ({:.0} h)", h / 24.0, h)
    } else if h >= 1.0 {
        format!("{h:.2} h")
    } else {
        format!("{:.1} min", h * 60.0)
    }
}

fn model_name(m: PricingModel) -> &'static str {
    match m {
        PricingModel::Payg => "Pay-as-you-go",
        PricingModel::Spot => "Spot",
        PricingModel::LowPriority => "Low priority",
        PricingModel::SavingsPlan1y => "Savings plan, 1 year",
        PricingModel::SavingsPlan3y => "Savings plan, 3 years",
        PricingModel::Reservation1y => "Reservation, 1 year",
        PricingModel::Reservation3y => "Reservation, 3 years",
        _ => m.as_str(),
    }
}

fn figures(rows: Vec<(&str, String)>) -> Html {
    html! {
        <dl class="figures">
            { for rows.into_iter().map(|(k, v)| html! { <><dt>{ k }</dt><dd>{ v }</dd></> }) }
        </dl>
    }
}

fn prices_used(prices: &[PriceUsed], lang: Lang) -> Html {
    if prices.is_empty() {
        return Html::default();
    }
    let today = crate::catalog_data::today();
    let items: Html = prices
        .iter()
        .map(|p| {
            let href = format!("guide/{}/sources#src-{}", lang.code(), p.source);
            html! {
                <li>
                    { format!("{}: {} (snapshot {}, ", p.what, p.usd, p.as_of) }
                    if today.is_some_and(|t| gpuplan_core::catalog::coverage::is_stale(p.as_of, t)) {
                        <span class="old-mark">{ format!("more than {} days old, ", gpuplan_core::catalog::coverage::STALE_AFTER_DAYS) }</span>
                    }
                    <a {href}>{ format!("source {}", p.source) }</a>{ ")" }
                </li>
            }
        })
        .collect();
    html! {
        <details class="prices-used">
            <summary>{ "Prices used" }</summary>
            <ul>{ items }</ul>
        </details>
    }
}

/// Computes `kind` from `state` and renders its result, or returns the field errors.
pub fn compute(
    kind: Kind,
    state: &[(String, String)],
    c: &Catalog,
    lang: Lang,
    evictions: Option<&Export>,
) -> Result<Html, Vec<FieldError>> {
    match kind {
        Kind::Spot => {
            let given = evictions.map(|e| calc::spot::SpotEvictions {
                table: &e.parsed,
                date: &e.date,
                end: BandEnd::High,
            });
            calc::spot::spot_with(state, c, given)
                .map(|o| spot(&o, lang, evictions.map(|e| &e.origin)))
        }
        Kind::BreakEven => calc::break_even::break_even(state, c).map(|o| break_even(&o, lang)),
        Kind::BuyOrRent => calc::buy_or_rent::buy_or_rent(state, c).map(|o| buy(&o, lang)),
        Kind::Governance => calc::governance::governance(state, c).map(|o| governance(&o, lang)),
        Kind::MixedFleet => calc::mixed_fleet::mixed_fleet(state, c).map(|o| fleet(&o, lang)),
        Kind::FineTuning => calc::fine_tuning::fine_tuning(state, c).map(|o| training(&o, lang)),
        Kind::Cv => calc::cv::cv(state, c).map(|o| vision(&o, lang)),
        Kind::Training => calc::training::training(state, c).map(|o| training(&o, lang)),
        Kind::Inference => calc::inference::inference(state, c).map(|o| inference(&o, lang)),
    }
}

/// Where the Spot result's eviction rate came from, in words: the band, the export's origin and
/// date, the end of the band used and its range.
fn eviction_source(o: &calc::spot::SpotOutput, origin: Option<&Origin>) -> Html {
    let pct = |x: f64| format!("{:.2}%", x * 100.0);
    let text = match &o.eviction_origin {
        EvictionOrigin::Typed => return Html::default(),
        EvictionOrigin::NotInExport { rows } => format!(
            "Your Resource Graph export ({rows} rows) has no row for this size and region: the eviction rate you typed is used."
        ),
        EvictionOrigin::Export { band, sku, location, as_of } => {
            let from = match origin {
                Some(Origin::File(name)) => format!("file “{name}”"),
                _ => "pasted".to_owned(),
            };
            let dated = as_of.map_or("date not given".to_owned(), |d| format!("dated {d}"));
            let plan = if band.at_least {
                format!(
                    "The band has no upper end, so the plan uses its lower end: a {:.0}% chance of eviction within an hour, at least {} evictions per VM-hour. The real cost may be higher.",
                    band.chance_per_hour * 100.0,
                    pct(band.rate_per_hour)
                )
            } else {
                format!(
                    "Planned at the band's upper end, to be safe: a {:.0}% chance of eviction within an hour, {} evictions per VM-hour (the band spans {} to {}).",
                    band.chance_per_hour * 100.0,
                    pct(band.rate_per_hour),
                    pct(band.range_per_hour.0),
                    pct(band.range_per_hour.1.unwrap_or(band.rate_per_hour))
                )
            };
            let mtbi = if band.mtbi_hours.is_finite() {
                format!(" One interruption every {} per VM on average.", hours(band.mtbi_hours))
            } else {
                String::new()
            };
            format!(
                "Eviction rate from your Resource Graph export ({from}, {dated}): band {} for {sku} in {location}. {plan}{mtbi}",
                band.band
            )
        }
    };
    html! { <p class="eviction-source">{ text }</p> }
}

fn spot(o: &calc::spot::SpotOutput, lang: Lang, origin: Option<&Origin>) -> Html {
    let r = &o.result;
    let saving = r.payg_cost - r.spot_cost;
    let verdict = if saving > Decimal::ZERO {
        format!("Spot saves {} against pay-as-you-go at this eviction rate.", usd(saving))
    } else {
        format!("Spot costs {} more than pay-as-you-go at this eviction rate.", usd(-saving))
    };
    let rows = vec![
        ("Expected Spot cost", usd(r.spot_cost)),
        ("Pay-as-you-go cost, uninterrupted", usd(r.payg_cost)),
        ("Work time without interruptions", hours(r.solve_hours)),
        ("Expected time on Spot", hours(r.expected_wall_hours)),
        ("Checkpoint every (Young)", hours(r.young_interval_hours)),
        ("Checkpoint every (Daly)", hours(r.daly_interval_hours)),
        (
            "Spot stops paying above",
            r.break_even_eviction_rate
                .map_or("never cheaper, even without evictions".to_owned(), |x| {
                    format!("{:.2}% evictions per hour", x * 100.0)
                }),
        ),
    ];
    let payg = r.payg_cost.to_f64().unwrap_or(f64::NAN);
    let cost = Series {
        name: "Expected Spot cost".into(),
        points: r
            .curve
            .iter()
            .map(|(x, _, c)| (x * 100.0, plot(c), format!("{:.1}%/h → {}", x * 100.0, usd_str(c))))
            .collect(),
    };
    let flat = Series {
        name: "Pay-as-you-go".into(),
        points: r
            .curve
            .iter()
            .map(|(x, _, _)| {
                (x * 100.0, payg, format!("{:.1}%/h → {}", x * 100.0, usd(r.payg_cost)))
            })
            .collect(),
    };
    let time = Series {
        name: "Expected time on Spot".into(),
        points: r
            .curve
            .iter()
            .map(|(x, w, _)| (x * 100.0, *w, format!("{:.1}%/h → {}", x * 100.0, hours(*w))))
            .collect(),
    };
    let mut markers = vec![Marker { x: o.eviction_rate * 100.0, label: "your rate".into() }];
    if let Some(b) = r.break_even_eviction_rate {
        markers.push(Marker { x: b * 100.0, label: "break-even".into() });
    }
    let summary = format!(
        "At {:.1}% evictions per hour Spot is expected to cost {} and take {}, against {} for pay-as-you-go. {}",
        o.eviction_rate * 100.0,
        usd(r.spot_cost),
        hours(r.expected_wall_hours),
        usd(r.payg_cost),
        r.break_even_eviction_rate.map_or(String::new(), |b| format!(
            "Above {:.2}% per hour pay-as-you-go is cheaper.",
            b * 100.0
        ))
    );
    html! {
        <>
            <p class="verdict">{ verdict }</p>
            { eviction_source(o, origin) }
            { figures(rows) }
            <LineChart id="spot-cost" title="Expected cost against eviction rate" x_label="Evictions per VM-hour (%)"
                y_label="Cost (USD)" series={vec![cost, flat]} markers={markers.clone()} summary={summary} />
            <LineChart id="spot-time" title="Expected time against eviction rate" x_label="Evictions per VM-hour (%)"
                y_label="Wall time (hours)" series={vec![time]} {markers}
                summary={format!("Without evictions the work takes {}; at your rate, {}.", hours(r.solve_hours), hours(r.expected_wall_hours))} />
            { prices_used(&o.prices, lang) }
        </>
    }
}

fn break_even(o: &calc::break_even::BreakEvenOutput, lang: Lang) -> Html {
    let r = &o.result;
    let payg_month = r.payg_hourly * Decimal::from(730);
    let mut rows = vec![("Pay-as-you-go, used all month", usd(payg_month))];
    let commitment_rows: Vec<(String, String)> = r
        .commitments
        .iter()
        .map(|c| {
            let at = c.break_even_utilisation.map_or("never, at any use".to_owned(), |u| {
                format!(
                    "pays above {}% use",
                    gpuplan_core::catalog::view::format_amount(u * Decimal::from(100), 0)
                )
            });
            (model_name(c.model).to_owned(), format!("{} a month; {at}", usd(c.monthly)))
        })
        .collect();
    rows.extend(commitment_rows.iter().map(|(k, v)| (k.as_str(), v.clone())));
    let none = r.commitments.is_empty().then(|| html! {
        <p class="notice">{ "The snapshot has no savings-plan or reservation price for this size in this region, so only pay-as-you-go is drawn. Try a region in Europe, where the snapshot has one-year savings-plan prices." }</p>
    });
    let mut util = vec![Series {
        name: "Pay-as-you-go".into(),
        points: r
            .payg_by_utilisation
            .iter()
            .map(|(p, v)| (f64::from(*p), plot(v), format!("{p}% → {}", usd_str(v))))
            .collect(),
    }];
    let mut markers = Vec::new();
    for c in &r.commitments {
        let m = c.monthly.to_f64().unwrap_or(f64::NAN);
        util.push(Series {
            name: model_name(c.model).into(),
            points: vec![(0.0, m, usd(c.monthly)), (100.0, m, usd(c.monthly))],
        });
        if let Some(u) = c.break_even_utilisation.and_then(|u| u.to_f64()) {
            markers.push(Marker { x: u * 100.0, label: "break-even".into() });
        }
    }
    let names: Vec<String> = std::iter::once("Pay-as-you-go".to_owned())
        .chain(r.commitments.iter().map(|c| model_name(c.model).to_owned()))
        .collect();
    let months: Vec<Series> = names
        .iter()
        .enumerate()
        .map(|(i, name)| Series {
            name: name.clone(),
            points: r
                .by_months
                .iter()
                .filter_map(|(m, costs)| {
                    costs
                        .get(i)
                        .map(|v| (f64::from(*m), plot(v), format!("month {m} → {}", usd_str(v))))
                })
                .collect(),
        })
        .collect();
    let month_markers: Vec<Marker> = r
        .commitments
        .iter()
        .filter_map(|c| {
            c.break_even_months
                .and_then(|m| m.to_f64())
                .map(|m| Marker { x: m, label: "pays from here".into() })
        })
        .collect();
    let summary = if r.commitments.is_empty() {
        format!(
            "Pay-as-you-go costs {} a month at full use; no commitment is priced here.",
            usd(payg_month)
        )
    } else {
        r.commitments
            .iter()
            .map(|c| {
                format!(
                    "{} costs {} a month whatever the use{}.",
                    model_name(c.model),
                    usd(c.monthly),
                    c.break_even_utilisation.map_or(String::new(), |u| format!(
                        " and beats pay-as-you-go above {}% use",
                        gpuplan_core::catalog::view::format_amount(u * Decimal::from(100), 0)
                    ))
                )
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    html! {
        <>
            { figures(rows) }
            { for none }
            <LineChart id="be-util" title="Monthly cost against utilisation" x_label="Utilisation (% of hours)"
                y_label="Cost per month (USD)" series={util} {markers} summary={summary.clone()} />
            <LineChart id="be-months" title="Cumulative cost against months of full use" x_label="Months"
                y_label="Cumulative cost (USD)" series={months} markers={month_markers}
                summary={format!("Cumulative cost for each option; commitments are paid by whole terms. {summary}")} />
            { prices_used(&o.prices, lang) }
        </>
    }
}

fn buy(o: &calc::buy_or_rent::BuyOutput, lang: Lang) -> Html {
    let r = &o.result;
    let mut rows = vec![
        ("Hardware", usd(o.hardware)),
        ("Owning, per month (depreciation and running)", usd(r.owning_monthly)),
        ("Running, per month (power and hosting)", usd(r.running_monthly)),
    ];
    let be: Vec<(String, String)> = r
        .break_even
        .iter()
        .map(|(m, monthly, month)| {
            (
                format!("Renting: {}", model_name(*m)),
                format!(
                    "{} a month; {}",
                    usd_str(monthly),
                    month.as_ref().map_or("buying never pays back".to_owned(), |x| format!(
                        "buying pays back after {:.1} months",
                        plot(x)
                    ))
                ),
            )
        })
        .collect();
    rows.extend(be.iter().map(|(k, v)| (k.as_str(), v.clone())));
    let mut series = vec![Series {
        name: "Buying (hardware, then running)".into(),
        points: r
            .cumulative
            .iter()
            .map(|(m, own, _)| (f64::from(*m), plot(own), format!("month {m} → {}", usd_str(own))))
            .collect(),
    }];
    for (i, (m, _, _)) in r.break_even.iter().enumerate() {
        series.push(Series {
            name: format!("Renting: {}", model_name(*m)),
            points: r
                .cumulative
                .iter()
                .filter_map(|(month, _, rents)| {
                    rents.get(i).map(|v| {
                        (f64::from(*month), plot(v), format!("month {month} → {}", usd_str(v)))
                    })
                })
                .collect(),
        });
    }
    let markers: Vec<Marker> = r
        .break_even
        .iter()
        .filter_map(|(m, _, month)| {
            month
                .as_ref()
                .map(|x| Marker { x: plot(x), label: format!("{} break-even", model_name(*m)) })
        })
        .collect();
    let summary = r
        .break_even
        .iter()
        .map(|(m, _, month)| match month {
            Some(x) => {
                format!("Against {}, buying pays back after {:.1} months.", model_name(*m), plot(x))
            }
            None => format!("Against {}, buying never pays back.", model_name(*m)),
        })
        .collect::<Vec<_>>()
        .join(" ");
    html! {
        <>
            { figures(rows) }
            { for o.notes.iter().map(|n| html! { <p class="calc-note">{ n.clone() }</p> }) }
            <LineChart id="buy-cum" title="Cumulative cost of buying and renting" x_label="Months"
                y_label="Cumulative cost (USD)" {series} {markers} {summary} />
            { prices_used(&o.prices, lang) }
        </>
    }
}

fn governance(o: &calc::governance::GovernanceOutput, lang: Lang) -> Html {
    let r = &o.result;
    let rows = vec![
        ("Auto-shutdown of idle hours", usd(r.auto_shutdown)),
        ("Moving data from Hot to Cool", usd(r.tiering)),
        ("Deleting old snapshots", usd(r.snapshots)),
        ("Saved per month", usd(r.total)),
    ];
    let parts = vec![
        Part { name: "Auto-shutdown".into(), value: r.auto_shutdown.to_f64().unwrap_or(0.0) },
        Part { name: "Tiering".into(), value: r.tiering.to_f64().unwrap_or(0.0) },
        Part { name: "Snapshots".into(), value: r.snapshots.to_f64().unwrap_or(0.0) },
    ];
    html! {
        <>
            { figures(rows) }
            <StackedBar title="Savings per month by measure" {parts} unit="USD" limit={None::<(f64, String)>} />
            <p class="visually-hidden">{ format!("In all {} a month: auto-shutdown {}, tiering {}, snapshots {}.", usd(r.total), usd(r.auto_shutdown), usd(r.tiering), usd(r.snapshots)) }</p>
            { prices_used(&o.prices, lang) }
        </>
    }
}

fn memory_parts(m: &gpuplan_core::sizing::MemoryBreakdown, last: &str) -> Vec<Part> {
    vec![
        Part { name: "Weights".into(), value: m.weights_gb },
        Part { name: "Gradients".into(), value: m.gradients_gb },
        Part { name: "Optimizer state".into(), value: m.optimizer_gb },
        Part { name: last.into(), value: m.activations_gb },
    ]
    .into_iter()
    .filter(|p| p.value > 0.0)
    .collect()
}

fn training(o: &calc::training::TrainingOutput, lang: Lang) -> Html {
    let rows = vec![
        (
            "GPUs (whole VMs)",
            format!("{} GPUs on {} VM{}", o.gpus, o.vms, if o.vms == 1 { "" } else { "s" }),
        ),
        (
            "Memory per GPU",
            format!("{:.1} GB of {:.1} GB usable", o.memory.total_gb(), o.usable_gb),
        ),
        ("Training compute", format!("{:.3e} FLOPs", o.flops)),
        ("Time", hours(o.hours)),
        ("Pay-as-you-go cost", usd(o.cost)),
    ];
    html! {
        <>
            { figures(rows) }
            <StackedBar title="Memory per GPU" parts={memory_parts(&o.memory, "Activations")} unit="GB"
                limit={Some((o.usable_gb, format!("usable {:.0} GB", o.usable_gb)))} />
            { prices_used(&o.prices, lang) }
        </>
    }
}

fn inference(o: &calc::inference::InferenceOutput, lang: Lang) -> Html {
    let p = &o.plan;
    let rows = vec![
        (
            "GPUs per replica",
            format!("{} on {} VM{}", p.gpus, o.vms, if o.vms == 1 { "" } else { "s" }),
        ),
        (
            "Memory",
            format!(
                "{:.1} GB across the replica's GPUs ({:.1} GB usable each)",
                p.memory.total_gb(),
                o.usable_gb
            ),
        ),
        ("Decode", format!("{:.0} tokens/s across all requests", p.decode_tokens_per_s)),
        ("Prefill", format!("{:.0} tokens/s", p.prefill_tokens_per_s)),
        ("Pay-as-you-go cost a month", usd(o.monthly_cost)),
    ];
    let per_gpu = o.usable_gb * f64::from(p.gpus.max(1));
    html! {
        <>
            { figures(rows) }
            <StackedBar title="Memory of one replica" parts={memory_parts(&p.memory, "KV cache")} unit="GB"
                limit={Some((per_gpu, format!("usable {:.0} GB", per_gpu)))} />
            { prices_used(&o.prices, lang) }
        </>
    }
}

fn fleet(o: &calc::mixed_fleet::FleetOutput, lang: Lang) -> Html {
    let r = &o.result;
    let rows = vec![
        ("Reserved base", format!("{} VM{}", r.reserved, if r.reserved == 1 { "" } else { "s" })),
        (
            "VM-hours a month",
            format!(
                "{} reserved, {} Spot, {} pay-as-you-go",
                r.reserved_hours, r.spot_hours, r.payg_hours
            ),
        ),
        ("Cost a month", usd(r.cost)),
        ("All pay-as-you-go", usd(r.all_payg_cost)),
        ("Saving", usd(r.saving)),
    ];
    let reserved = f64::from(r.reserved);
    let demand = Series {
        name: "Demand".into(),
        points: o
            .profile
            .iter()
            .enumerate()
            .map(|(h, d)| (h as f64, f64::from(*d), format!("{h}:00 → {d} VMs")))
            .collect(),
    };
    let base = Series {
        name: "Reserved base".into(),
        points: vec![
            (0.0, reserved, format!("{} VMs", r.reserved)),
            ((o.profile.len().max(2) - 1) as f64, reserved, format!("{} VMs", r.reserved)),
        ],
    };
    let exceed = Series {
        name: "Share of hours needing at least k VMs".into(),
        points: r
            .exceedance
            .iter()
            .map(|(k, p)| {
                (
                    f64::from(*k),
                    plot(p) * 100.0,
                    format!("{k} VMs → {:.1}% of hours", plot(p) * 100.0),
                )
            })
            .collect(),
    };
    let parts = vec![
        Part { name: "Reserved".into(), value: r.reserved_hours as f64 },
        Part { name: "Spot".into(), value: r.spot_hours as f64 },
        Part { name: "Pay-as-you-go".into(), value: r.payg_hours as f64 },
    ];
    let summary = format!(
        "Reserve {} VMs; the hours above them run {} on Spot and {} on pay-as-you-go, for {} a month against {} all pay-as-you-go.",
        r.reserved,
        r.spot_hours,
        r.payg_hours,
        usd(r.cost),
        usd(r.all_payg_cost)
    );
    html! {
        <>
            { figures(rows) }
            <LineChart id="fleet-demand" title="Daily demand and the reserved base" x_label="Hour of the day"
                y_label="VMs" series={vec![demand, base]} summary={summary.clone()} />
            <LineChart id="fleet-exceed" title="How often demand reaches each level" x_label="VMs (k)"
                y_label="Hours with demand ≥ k (%)" series={vec![exceed]}
                markers={vec![Marker { x: reserved, label: "reserved".into() }]}
                summary={format!("A VM is reserved while the share of hours that need it exceeds the reserved-to-pay-as-you-go price ratio. {summary}")} />
            <StackedBar title="VM-hours a month by how they are bought" {parts} unit="VM-hours" limit={None::<(f64, String)>} />
            <p class="calc-note">{ "The one-year savings-plan rate stands for the reserved base; it is committed for every hour, used or not." }</p>
            { prices_used(&o.prices, lang) }
        </>
    }
}

fn vision(o: &calc::cv::CvOutput, lang: Lang) -> Html {
    let rows = vec![
        ("GPUs", format!("{}", o.gpus)),
        ("Training compute", format!("{:.3e} FLOPs", o.flops)),
        ("Time", hours(o.hours)),
        ("Pay-as-you-go cost", usd(o.cost)),
    ];
    html! {
        <>
            { figures(rows) }
            <StackedBar title="Model state per GPU (activations depend on the batch and are not shown)"
                parts={memory_parts(&o.memory, "Activations")} unit="GB"
                limit={Some((o.usable_gb, format!("usable {:.0} GB", o.usable_gb)))} />
            { prices_used(&o.prices, lang) }
        </>
    }
}
