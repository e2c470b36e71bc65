//! Small SVG charts of our own: a line chart with axes, units, a legend, hover values and
//! markers, and a stacked bar. A maintained chart library would bring its own DOM and styling
//! model and tens of kilobytes of wasm for two chart shapes; these are about 200 lines and draw
//! with attributes only (the CSP forbids inline styles), coloured by CSS classes that follow
//! the theme.

use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{bar_part, bar_total, labelled};
use yew::prelude::*;

/// One line of a chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// Its name in the legend.
    pub name: String,
    /// Points as (x, y) for drawing, each with the text its hover shows (exact values).
    pub points: Vec<(f64, f64, String)>,
}

/// A vertical line at `x` with a label: a crossover, the current setting.
#[derive(Debug, Clone, PartialEq)]
pub struct Marker {
    /// Where.
    pub x: f64,
    /// What it marks.
    pub label: String,
}

/// Props for [`LineChart`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct LineChartProps {
    /// A page-unique id, for the caption's ARIA link.
    pub id: AttrValue,
    /// The chart's title.
    pub title: AttrValue,
    /// The x axis, with its unit.
    pub x_label: AttrValue,
    /// The y axis, with its unit.
    pub y_label: AttrValue,
    /// The lines.
    pub series: Vec<Series>,
    /// Vertical markers.
    #[prop_or_default]
    pub markers: Vec<Marker>,
    /// A text summary of what the chart shows, for screen readers and print.
    pub summary: AttrValue,
    /// Shown faded while the inputs are invalid and this is the last good result.
    #[prop_or_default]
    pub stale: bool,
    /// The language of the page (the hover texts' punctuation).
    pub lang: Lang,
    /// Draw x on a log scale (powers of ten evenly apart); points at x ≤ 0 are left out.
    #[prop_or_default]
    pub log_x: bool,
}

/// The line colours (`series-0` … in the style sheet), used in turn.
const SERIES_COLOURS: usize = 6;

const W: f64 = 640.0;
const H: f64 = 300.0;
const LEFT: f64 = 72.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 24.0;
const BOTTOM: f64 = 44.0;

/// A "nice" tick step (1, 2 or 5 × 10ⁿ) for about `target` ticks over `span`.
pub fn nice_step(span: f64, target: f64) -> f64 {
    if !(span.is_finite() && span > 0.0) {
        return 1.0;
    }
    let raw = span / target.max(1.0);
    let mag = 10f64.powf(raw.log10().floor());
    let norm = raw / mag;
    let nice = if norm <= 1.0 {
        1.0
    } else if norm <= 2.0 {
        2.0
    } else if norm <= 5.0 {
        5.0
    } else {
        10.0
    };
    nice * mag
}

/// Ticks of a log axis from `lo` to `hi` (both as log10): each power of ten, and 2 and 5 times
/// each when the span is under three decades.
fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    let steps: &[f64] = if hi - lo < 3.0 { &[1.0, 2.0, 5.0] } else { &[1.0] };
    let mut out = Vec::new();
    let mut e = lo.floor();
    while e <= hi.ceil() && out.len() < 30 {
        for m in steps {
            let v = m * 10f64.powf(e);
            let l = v.log10();
            if l >= lo - 1e-9 && l <= hi + 1e-9 {
                out.push(v);
            }
        }
        e += 1.0;
    }
    out
}

fn ticks(lo: f64, hi: f64) -> Vec<f64> {
    let step = nice_step(hi - lo, 5.0);
    let mut t = (lo / step).ceil() * step;
    let mut out = Vec::new();
    while t <= hi + step * 1e-9 && out.len() < 20 {
        out.push(t);
        t += step;
    }
    out
}

/// A line chart.
#[component]
pub fn LineChart(props: &LineChartProps) -> Html {
    // Where x is drawn from: itself, or its log10 on a log axis (none for x ≤ 0 there).
    let log_x = props.log_x;
    let at = move |x: f64| -> Option<f64> {
        let t = if log_x { (x > 0.0).then(|| x.log10())? } else { x };
        t.is_finite().then_some(t)
    };
    let xs = props.series.iter().flat_map(|s| s.points.iter().map(|p| p.0));
    let ys = props.series.iter().flat_map(|s| s.points.iter().map(|p| p.1));
    let (mut x0, mut x1) = (f64::INFINITY, f64::NEG_INFINITY);
    for x in xs.chain(props.markers.iter().map(|m| m.x)).filter_map(at) {
        x0 = x0.min(x);
        x1 = x1.max(x);
    }
    let y1 = ys.filter(|y| y.is_finite()).fold(0.0_f64, f64::max);
    if !(x0.is_finite() && x1.is_finite()) {
        return html! { <p class="chart-empty">{ props.summary.clone() }</p> };
    }
    if x1 <= x0 {
        x1 = x0 + 1.0;
    }
    let y_step = nice_step(y1.max(1e-9), 5.0);
    let y1 = ((y1 / y_step).ceil() * y_step).max(y_step);
    // Drawn positions: `sx` of a value already on the axis's scale (its log10 on a log axis).
    let sx = |x: f64| LEFT + (x - x0) / (x1 - x0) * (W - LEFT - RIGHT);
    let sy = |y: f64| H - BOTTOM - y / y1 * (H - TOP - BOTTOM);
    let caption_id = format!("{}-caption", props.id);
    let grid: Html = ticks(0.0, y1)
        .into_iter()
        .map(|t| {
            let y = format!("{:.1}", sy(t));
            html! {
                <g class="tick">
                    <line x1={LEFT.to_string()} x2={(W - RIGHT).to_string()} y1={y.clone()} y2={y.clone()} class="grid" />
                    <text x={(LEFT - 6.0).to_string()} y={y} text-anchor="end" dominant-baseline="middle">{ gpuplan_i18n::format::compact(t, props.lang) }</text>
                </g>
            }
        })
        .collect();
    let x_ticks = if log_x { log_ticks(x0, x1) } else { ticks(x0, x1) };
    let xticks: Html = x_ticks
        .into_iter()
        .filter_map(|t| Some((t, at(t)?)))
        .map(|(t, p)| {
            let x = format!("{:.1}", sx(p));
            html! {
                <text x={x} y={(H - BOTTOM + 16.0).to_string()} text-anchor="middle">{ gpuplan_i18n::format::compact(t, props.lang) }</text>
            }
        })
        .collect();
    let lines: Html = props
        .series
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let path: Vec<String> = s
                .points
                .iter()
                .filter(|p| p.1.is_finite())
                .filter_map(|p| Some(format!("{:.1},{:.1}", sx(at(p.0)?), sy(p.1))))
                .collect();
            // Hover values: one target per point, with its exact text as a tooltip. Thin out
            // long series so the page stays light.
            let every = (s.points.len() / 40).max(1);
            let dots: Html = s
                .points
                .iter()
                .enumerate()
                .filter(|(j, p)| (j % every == 0 || *j + 1 == s.points.len()) && p.1.is_finite())
                .filter_map(|(_, p)| Some((p, at(p.0)?)))
                .map(|(p, x)| {
                    html! {
                        <circle cx={format!("{:.1}", sx(x))} cy={format!("{:.1}", sy(p.1))} r="4" class="dot">
                            <title>{ labelled(&s.name, &p.2, props.lang) }</title>
                        </circle>
                    }
                })
                .collect();
            html! {
                <g class={format!("series series-{}", i % SERIES_COLOURS)}>
                    <polyline points={path.join(" ")} class="line" />
                    { dots }
                </g>
            }
        })
        .collect();
    let markers: Html = props
        .markers
        .iter()
        .filter_map(|m| Some((m, at(m.x)?)))
        .filter(|(_, x)| *x >= x0 && *x <= x1)
        .map(|(m, x)| {
            let px = sx(x);
            // A label near an edge runs inward, so that it is not cut off.
            let anchor = if px < LEFT + 80.0 {
                "start"
            } else if px > W - RIGHT - 80.0 {
                "end"
            } else {
                "middle"
            };
            let x = format!("{px:.1}");
            html! {
                <g class="marker">
                    <line x1={x.clone()} x2={x.clone()} y1={TOP.to_string()} y2={(H - BOTTOM).to_string()} />
                    <text x={x} y={(TOP - 8.0).to_string()} text-anchor={anchor}>{ m.label.clone() }</text>
                </g>
            }
        })
        .collect();
    let legend: Html = props
        .series
        .iter()
        .enumerate()
        .map(|(i, s)| html! { <li class={format!("series-{}", i % SERIES_COLOURS)}><span class="swatch" aria-hidden="true"></span>{ s.name.clone() }</li> })
        .collect();
    html! {
        <figure class={classes!("chart", props.stale.then_some("stale"))}>
            <svg viewBox={format!("0 0 {W} {H}")} role="img" aria-label={props.title.clone()} aria-describedby={caption_id.clone()}>
                <title>{ props.title.clone() }</title>
                { grid }
                <line x1={LEFT.to_string()} x2={LEFT.to_string()} y1={TOP.to_string()} y2={(H - BOTTOM).to_string()} class="axis" />
                <line x1={LEFT.to_string()} x2={(W - RIGHT).to_string()} y1={(H - BOTTOM).to_string()} y2={(H - BOTTOM).to_string()} class="axis" />
                { xticks }
                <text x={((LEFT + W - RIGHT) / 2.0).to_string()} y={(H - 6.0).to_string()} text-anchor="middle" class="axis-label">{ props.x_label.clone() }</text>
                <text x="14" y={((TOP + H - BOTTOM) / 2.0).to_string()} text-anchor="middle" class="axis-label"
                    transform={format!("rotate(-90 14 {})", (TOP + H - BOTTOM) / 2.0)}>{ props.y_label.clone() }</text>
                { lines }
                { markers }
            </svg>
            <ul class="legend">{ legend }</ul>
            <figcaption id={caption_id}>{ props.summary.clone() }</figcaption>
        </figure>
    }
}

/// One part of a stacked bar.
#[derive(Debug, Clone, PartialEq)]
pub struct Part {
    /// Its name.
    pub name: String,
    /// Its size, in the bar's unit.
    pub value: f64,
}

/// Props for [`StackedBar`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct StackedBarProps {
    /// The bar's title.
    pub title: AttrValue,
    /// The parts, in order.
    pub parts: Vec<Part>,
    /// The unit, e.g. "GB".
    pub unit: AttrValue,
    /// A limit drawn as a line, e.g. usable memory.
    pub limit: Option<(f64, String)>,
    /// Faded while stale.
    #[prop_or_default]
    pub stale: bool,
    /// The language of the page (the total's and the parts' words).
    pub lang: Lang,
}

/// A horizontal stacked bar with a legend of values and an optional limit line.
#[component]
pub fn StackedBar(props: &StackedBarProps) -> Html {
    let total: f64 = props.parts.iter().map(|p| p.value.max(0.0)).sum();
    let max = props.limit.as_ref().map_or(total, |(l, _)| l.max(total)).max(1e-9);
    let width = W - 2.0 * RIGHT;
    let mut x = RIGHT;
    let bars: Html = props
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let w = p.value.max(0.0) / max * width;
            let rect = html! {
                <rect x={format!("{x:.1}")} y="8" width={format!("{w:.1}")} height="32" class={format!("series-{}", i % 5)}>
                    <title>{ bar_part(&p.name, p.value, &props.unit, props.lang) }</title>
                </rect>
            };
            x += w;
            rect
        })
        .collect();
    let limit = props.limit.as_ref().map(|(l, label)| {
        let x = RIGHT + l / max * width;
        let lx = format!("{x:.1}");
        let anchor = if x > W - 80.0 { "end" } else { "middle" };
        html! {
            <g class="marker">
                <line x1={lx.clone()} x2={lx.clone()} y1="2" y2="46" />
                <text x={lx} y="60" text-anchor={anchor}>{ label.clone() }</text>
            </g>
        }
    });
    let legend: Html = props
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| html! {
            <li class={format!("series-{}", i % 5)}><span class="swatch" aria-hidden="true"></span>{ bar_part(&p.name, p.value, &props.unit, props.lang) }</li>
        })
        .collect();
    html! {
        <figure class={classes!("chart", "stacked", props.stale.then_some("stale"))}>
            <svg viewBox={format!("0 0 {W} 66")} role="img" aria-label={bar_total(&props.title, total, &props.unit, props.lang)}>
                <title>{ props.title.clone() }</title>
                { bars }
                { for limit }
            </svg>
            <ul class="legend">{ legend }</ul>
        </figure>
    }
}
