//! The vision-training calculator's result: GPUs, compute, time, cost and the model's training
//! state against the usable memory.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::cv::CvOutput;
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
    gpuplan_core::calc::cv::cv(state, c).map(|o| vision(&o, cx.lang))
}

fn vision(o: &CvOutput, lang: Lang) -> Html {
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
