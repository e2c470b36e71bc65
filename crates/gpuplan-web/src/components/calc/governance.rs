//! The governance calculator's result: the savings of each measure, as figures and a stacked bar.

use gpuplan_core::calc::governance::GovernanceOutput;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use gpuplan_i18n::format::usd;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use crate::components::chart::{Part, StackedBar};

/// The savings as a stacked bar, and in words for screen readers.
pub(super) fn charts(o: &GovernanceOutput, lang: Lang) -> Html {
    let r = &o.result;
    let t = |m: CalcMsg| m.text(lang);
    let money = |d: Decimal| usd(d, lang);
    let parts = vec![
        Part {
            name: t(CalcMsg::AutoShutdown).into(),
            value: r.auto_shutdown.to_f64().unwrap_or(0.0),
        },
        Part { name: t(CalcMsg::Tiering).into(), value: r.tiering.to_f64().unwrap_or(0.0) },
        Part { name: t(CalcMsg::Snapshots).into(), value: r.snapshots.to_f64().unwrap_or(0.0) },
    ];
    let summary = calc::governance_summary(
        &money(r.total),
        &money(r.auto_shutdown),
        &money(r.tiering),
        &money(r.snapshots),
        lang,
    );
    html! {
        <>
            <StackedBar title={t(CalcMsg::SavingsChart)} {parts} unit={t(CalcMsg::UnitUsd)} limit={None::<(f64, String)>} {lang} />
            <p class="visually-hidden">{ summary }</p>
        </>
    }
}
