//! The mixed-fleet calculator's result: the reserved base, the VM-hours bought each way, the
//! daily demand, how often demand reaches each level, and the prices used.

use gpuplan_core::calc::mixed_fleet::FleetOutput;
use gpuplan_core::catalog::PricingModel;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use gpuplan_i18n::format::usd;
use rust_decimal::Decimal;
use yew::prelude::*;

use super::plot;
use crate::components::chart::{LineChart, Marker, Part, Series, StackedBar};

/// The daily demand, how often it reaches each level and the hours by purchase.
pub(super) fn charts(o: &FleetOutput, lang: Lang) -> Html {
    let r = &o.result;
    let t = |m: CalcMsg| m.text(lang);
    let money = |d: Decimal| usd(d, lang);
    let reserved = f64::from(r.reserved);
    let demand = Series {
        name: t(CalcMsg::Demand).into(),
        points: o
            .profile
            .iter()
            .enumerate()
            .map(|(h, d)| (h as f64, f64::from(*d), calc::demand_point(h, *d, lang)))
            .collect(),
    };
    let base = Series {
        name: t(CalcMsg::ReservedBase).into(),
        points: vec![
            (0.0, reserved, calc::vm_count(r.reserved, lang)),
            ((o.profile.len().max(2) - 1) as f64, reserved, calc::vm_count(r.reserved, lang)),
        ],
    };
    let exceed = Series {
        name: t(CalcMsg::ExceedSeries).into(),
        points: r
            .exceedance
            .iter()
            .map(|(k, p)| {
                (f64::from(*k), plot(p) * 100.0, calc::exceed_point(*k, plot(p) * 100.0, lang))
            })
            .collect(),
    };
    let parts = vec![
        Part { name: t(CalcMsg::Reserved).into(), value: r.reserved_hours as f64 },
        Part { name: calc::model(PricingModel::Spot, lang).into(), value: r.spot_hours as f64 },
        Part { name: calc::model(PricingModel::Payg, lang).into(), value: r.payg_hours as f64 },
    ];
    let summary = calc::fleet_summary(
        r.reserved,
        r.spot_hours,
        r.payg_hours,
        &money(r.cost),
        &money(r.all_payg_cost),
        lang,
    );
    html! {
        <>
            <LineChart id="fleet-demand" title={t(CalcMsg::DemandChart)} x_label={t(CalcMsg::HourOfDay)}
                y_label={t(CalcMsg::Vms)} series={vec![demand, base]} summary={summary.clone()} {lang} />
            <LineChart id="fleet-exceed" title={t(CalcMsg::ExceedChart)} x_label={t(CalcMsg::VmsK)}
                y_label={t(CalcMsg::HoursAtLeastK)} series={vec![exceed]}
                markers={vec![Marker { x: reserved, label: t(CalcMsg::ReservedMarker).into() }]}
                summary={calc::exceed_summary(&summary, lang)} {lang} />
            <StackedBar title={t(CalcMsg::HoursByPurchase)} {parts} unit={t(CalcMsg::VmHoursUnit)} limit={None::<(f64, String)>} {lang} />
        </>
    }
}
