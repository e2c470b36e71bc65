//! The vision-training calculator's result: GPUs, compute, time, cost and the model's training
//! state against the usable memory.

use gpuplan_core::calc::cv::CvOutput;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use yew::prelude::*;

use super::memory_parts;
use crate::components::chart::StackedBar;

/// The model's training state against the usable memory.
pub(super) fn charts(o: &CvOutput, lang: Lang) -> Html {
    let t = |m: CalcMsg| m.text(lang);
    html! {
        <>
            <StackedBar title={t(CalcMsg::ModelStatePerGpu)}
                parts={memory_parts(&o.memory, CalcMsg::Activations, lang)} unit="GB"
                limit={Some((o.usable_gb, calc::usable_gb(o.usable_gb, lang)))} {lang} />
        </>
    }
}
