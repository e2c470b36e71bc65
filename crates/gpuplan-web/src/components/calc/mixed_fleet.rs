//! The mixed-fleet calculator's result: the reserved base, the VM-hours bought each way, the
//! daily demand, how often demand reaches each level, and the prices used.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::mixed_fleet::FleetOutput;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use yew::prelude::*;

use super::{Context, figures, plot, prices_used, usd};
use crate::components::chart::{LineChart, Marker, Part, Series, StackedBar};

/// Computes the calculator from `state` and renders its result, or returns the field errors.
pub fn result(
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    gpuplan_core::calc::mixed_fleet::mixed_fleet(state, c).map(|o| fleet(&o, cx.lang))
}

fn fleet(o: &FleetOutput, lang: Lang) -> Html {
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
