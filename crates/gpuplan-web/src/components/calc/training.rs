//! The training calculator's result (also the fine-tuning calculator's): GPUs, memory per GPU
//! against the usable memory, compute, time and cost.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::training::TrainingOutput;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use yew::prelude::*;

use super::{Context, figures, hours, memory_parts, prices_used, usd};
use crate::components::chart::StackedBar;

/// Computes the calculator from `state` and renders its result, or returns the field errors.
pub fn result(
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    gpuplan_core::calc::training::training(state, c).map(|o| view(&o, cx.lang))
}

pub(super) fn view(o: &TrainingOutput, lang: Lang) -> Html {
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
