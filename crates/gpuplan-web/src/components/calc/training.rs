//! The training calculator's result (also the fine-tuning calculator's): GPUs, memory per GPU
//! against the usable memory, compute, time and cost.

use gpuplan_core::calc::training::TrainingOutput;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use yew::prelude::*;

use super::memory_parts;
use crate::components::chart::StackedBar;

/// Memory per GPU against the usable memory.
pub(super) fn charts(o: &TrainingOutput, lang: Lang) -> Html {
    let t = |m: CalcMsg| m.text(lang);
    html! {
        <>
            <StackedBar title={t(CalcMsg::MemoryPerGpu)} parts={memory_parts(&o.memory, CalcMsg::Activations, lang)} unit="GB"
                limit={Some((o.usable_gb, calc::usable_gb(o.usable_gb, lang)))} {lang} />
        </>
    }
}
