//! The governance calculator's result: the savings of each measure, as figures and a stacked bar.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::governance::GovernanceOutput;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use super::{Context, figures, prices_used, usd};
use crate::components::chart::{Part, StackedBar};

/// Computes the calculator from `state` and renders its result, or returns the field errors.
pub fn result(
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    gpuplan_core::calc::governance::governance(state, c).map(|o| governance(&o, cx.lang))
}

fn governance(o: &GovernanceOutput, lang: Lang) -> Html {
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
