//! The catalog table: sortable headers, a compare checkbox per size, and prices that read
//! "not in snapshot" where the snapshot has none.
//!
//! An edit that changes the rows (a region, a filter, a sort) redraws at once only the rows the
//! reader can see, and the rest in the task after that frame is painted: the first screen
//! answers within a frame, and the rows out of sight follow a frame later. Until then they show
//! what they showed, and the table is marked `aria-busy`.

use gloo_timers::callback::Timeout;
use gpuplan_core::catalog::Lifecycle;
use gpuplan_core::catalog::coverage::STALE_AFTER_DAYS;
use gpuplan_core::catalog::view::{CatalogView, Column, MAX_COMPARE, PriceCell, Row, TimeUnit};
use gpuplan_core::guide::Lang;
use gpuplan_i18n::catalog::{self as words, CatalogMsg as M};
use yew::prelude::*;

use crate::nav::Go;
use crate::route::Route;

/// Props for [`CatalogTable`].
#[derive(Clone, PartialEq, Properties)]
pub struct CatalogTableProps {
    /// The rows, already filtered and sorted.
    pub rows: Vec<Row<'static>>,
    /// The current view.
    pub view: CatalogView,
    /// Called with the changed view (sort, compare).
    pub onchange: Callback<CatalogView>,
    /// Whether each price more than 90 days old carries its own mark. When every price shown is
    /// that old, the caption says so once instead (and each cell still gives its date on hover).
    pub mark_each_old: bool,
}

/// The sizes table.
#[component]
pub fn CatalogTable(props: &CatalogTableProps) -> Html {
    let v = &props.view;
    let lang = crate::i18n::use_lang();
    let header = |column: Column| {
        let sorted = v.sort == column;
        let aria = sorted.then_some(if v.descending { "descending" } else { "ascending" });
        let (view, on) = (v.clone(), props.onchange.clone());
        let onclick = Callback::from(move |_| {
            let descending = if view.sort == column {
                !view.descending
            } else {
                matches!(column, Column::Vram | Column::Gpus | Column::Vcpu)
            };
            on.emit(CatalogView { sort: column, descending, ..view.clone() });
        });
        let arrow = if !sorted {
            ""
        } else if v.descending {
            " ▼"
        } else {
            " ▲"
        };
        let class = matches!(column, Column::Price(_)).then_some("num");
        html! {
            <th scope="col" aria-sort={aria} {class}>
                <button type="button" class="sort" data-column={column.key()} {onclick}>{ words::column(column, lang) }{ arrow }</button>
            </th>
        }
    };
    // One toggle for every row, made once: it reads the view and the parent's callback of the
    // latest render, so a row whose own figures did not change is not rendered again.
    let latest = use_mut_ref(|| (v.clone(), props.onchange.clone()));
    *latest.borrow_mut() = (v.clone(), props.onchange.clone());
    let ontoggle = {
        let latest = latest.clone();
        use_callback((), move |name: String, _| {
            let (view, on) = latest.borrow().clone();
            let mut next = view;
            if let Some(i) = next.compare.iter().position(|c| *c == name) {
                next.compare.remove(i);
            } else if next.compare.len() < MAX_COMPARE {
                next.compare.push(name);
            }
            on.emit(next);
        })
    };
    let full = v.compare.len() >= MAX_COMPARE;
    let scroller = use_node_ref();
    let drawn = use_mut_ref(Drawn::default);
    let redraw = use_force_update();
    let shown = drawn.borrow_mut().next(&props.rows, || in_sight(&scroller));
    let busy = shown.pending;
    // The rows out of sight, after the frame that shows the rest has been painted: the next
    // animation frame comes just before that paint, and a task it queues runs after it.
    let later = use_mut_ref(|| None::<(gloo_render::AnimationFrame, Option<Timeout>)>);
    use_effect(move || {
        if busy {
            let (drawn, redraw, after) = (drawn.clone(), redraw.clone(), later.clone());
            let frame = gloo_render::request_animation_frame(move |_| {
                let task = Timeout::new(0, move || {
                    drawn.borrow_mut().finish = true;
                    redraw.force_update();
                });
                if let Some(pending) = after.borrow_mut().as_mut() {
                    pending.1 = Some(task);
                }
            });
            *later.borrow_mut() = Some((frame, None));
        }
    });
    let row = |row: &Row<'static>| {
        let checked = v.compare.contains(&row.size.name);
        html! {
            <CatalogRow key={row.size.name.as_str()} row={row.clone()} unit={v.unit} {checked}
                disabled={!checked && full} ontoggle={ontoggle.clone()} mark_old={props.mark_each_old} />
        }
    };
    let rows = shown.rows(&props.rows).iter().map(row);
    let columns = Column::all();
    html! {
        <div class="table-scroll" ref={scroller}>
            <table class="catalog-table" aria-busy={busy.then_some("true")}>
                <thead>
                    <tr>
                        <th scope="col"><span class="visually-hidden">{ M::Compare.text(lang) }</span></th>
                        { for columns.into_iter().map(header) }
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

/// How many rows an edit redraws at once: those in sight of the table's scroll box (at most
/// 80% of the window high, about 20 rows), with a margin.
const AT_ONCE: usize = 28;

/// What the table drew last, and what it draws next.
#[derive(Default)]
struct Drawn {
    /// The rows as last drawn in full; `None` before the first render, which draws them all (the
    /// prerendered page has them all).
    rows: Option<Vec<Row<'static>>>,
    /// Set once the frame of an edit has been painted: the next render draws every row.
    finish: bool,
}

/// The rows to draw in this render.
struct Shown {
    /// `None`: the rows as given, all of them.
    rows: Option<Vec<Row<'static>>>,
    /// Whether some rows still show what they showed before the edit.
    pending: bool,
}

impl Shown {
    /// Every row as given.
    const ALL: Shown = Shown { rows: None, pending: false };

    /// The rows to draw, `all` being the rows as given.
    fn rows<'a>(&'a self, all: &'a [Row<'static>]) -> &'a [Row<'static>] {
        self.rows.as_deref().unwrap_or(all)
    }
}

impl Drawn {
    /// The rows to draw for `rows`: all of them when nothing changed, on the first render and
    /// once an edit's frame is painted; else those from the index `in_sight` gives on (the
    /// first row in the scroll box's view), `AT_ONCE` of them, and around them the rows drawn
    /// last that are not among those, as they were.
    fn next(&mut self, rows: &[Row<'static>], in_sight: impl FnOnce() -> usize) -> Shown {
        match &self.rows {
            Some(before) if same_rows(before, rows) => {
                self.finish = false;
                Shown::ALL
            }
            Some(before) if !self.finish && rows.len() > AT_ONCE => {
                let start = in_sight().min(rows.len() - AT_ONCE);
                let now = &rows[start..start + AT_ONCE];
                let mut kept =
                    before.iter().filter(|b| !now.iter().any(|r| ptr_eq(r.size, b.size)));
                let mut shown: Vec<Row<'static>> = kept.by_ref().take(start).cloned().collect();
                shown.extend(now.iter().cloned());
                shown.extend(kept.cloned());
                Shown { rows: Some(shown), pending: true }
            }
            _ => {
                self.finish = false;
                self.rows = Some(rows.to_vec());
                Shown::ALL
            }
        }
    }
}

/// Whether two row lists show the same: the same sizes (by address: the catalog lives as long
/// as the page) in the same order with the same figures.
fn same_rows(a: &[Row<'_>], b: &[Row<'_>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_row(x, y))
}

/// Whether two rows show the same: the same size and accelerator (by address), status and
/// prices.
fn same_row(x: &Row<'_>, y: &Row<'_>) -> bool {
    ptr_eq(x.size, y.size)
        && x.gpu.map(std::ptr::from_ref) == y.gpu.map(std::ptr::from_ref)
        && x.status == y.status
        && x.prices == y.prices
        && x.as_of == y.as_of
}

fn ptr_eq<T>(a: &T, b: &T) -> bool {
    std::ptr::eq(a, b)
}

/// The index of the first row in sight in the table's scroll box, from how far it is scrolled
/// and how high its rows are (0 when that cannot be read).
fn in_sight(scroller: &NodeRef) -> usize {
    let Some(boxed) = scroller.cast::<web_sys::Element>() else { return 0 };
    let row = boxed
        .query_selector("tbody > tr")
        .ok()
        .flatten()
        .map_or(0.0, |r| r.get_bounding_client_rect().height());
    if row < 1.0 {
        return 0;
    }
    // Not quite to the row: a row half in sight counts.
    (f64::from(boxed.scroll_top()) / row).floor().max(0.0) as usize
}

/// A price cell's tooltip: its snapshot date, and a warning when the price is old.
pub(crate) fn old_title(as_of: gpuplan_core::date::Date, old: bool, lang: Lang) -> String {
    words::old_title(as_of, old, STALE_AFTER_DAYS, lang)
}

/// Props for [`CatalogRow`].
#[derive(Clone, Properties)]
struct CatalogRowProps {
    row: Row<'static>,
    unit: TimeUnit,
    checked: bool,
    disabled: bool,
    /// Called with the size's name when its compare box changes.
    ontoggle: Callback<String>,
    /// Whether an old price carries its mark (see [`CatalogTableProps::mark_each_old`]).
    mark_old: bool,
}

impl PartialEq for CatalogRowProps {
    /// The size by address (the catalog lives as long as the page), everything shown by value.
    fn eq(&self, other: &Self) -> bool {
        same_row(&self.row, &other.row)
            && self.unit == other.unit
            && self.checked == other.checked
            && self.disabled == other.disabled
            && self.ontoggle == other.ontoggle
            && self.mark_old == other.mark_old
    }
}

/// One size's row; rendered again only when what it shows changes.
#[component]
fn CatalogRow(props: &CatalogRowProps) -> Html {
    let row = &props.row;
    let lang = crate::i18n::use_lang();
    let name = row.size.name.clone();
    let toggle = {
        let (on, name) = (props.ontoggle.clone(), name.clone());
        Callback::from(move |_: Event| on.emit(name.clone()))
    };
    let ib = words::stated(row.size.infiniband.known(), lang);
    let status_class = if row.status == Lifecycle::Retired { "status retired" } else { "status" };
    let today = crate::catalog_data::today();
    let gpu = row
        .gpu
        .map_or_else(|| row.size.gpu_name_in(lang).to_owned(), |g| g.name_in(lang).to_owned());
    html! {
        <tr data-size={name.clone()}>
            <td class="pick">
                <input type="checkbox" id={format!("cmp-{name}")} checked={props.checked} onchange={toggle}
                    disabled={props.disabled}
                    aria-label={words::compare_size(&name, lang)} />
            </td>
            <th scope="row"><Go to={Route::Size { size: name.clone() }}>{ name.clone() }</Go></th>
            <td>{ gpu }</td>
            <td class="num">{ row.size.gpu_count.to_string() }</td>
            <td class="num">{ format!("{}", row.size.vram_gb()) }</td>
            { for row.prices.iter().enumerate().map(|(i, cell)| {
                let old = row.is_old(i, today);
                // One of four fixed class lists: no list is built for each of a table's cells.
                let class = match (matches!(cell, PriceCell::Value(_)), old && props.mark_old) {
                    (true, false) => "num price",
                    (false, false) => "num price missing",
                    (true, true) => "num price old",
                    (false, true) => "num price missing old",
                };
                let title = row.as_of.get(i).copied().flatten().map(|d| old_title(d, old, lang));
                html! { <td {class} {title}>{ words::cell(*cell, props.unit, lang) }</td> }
            }) }
            <td class="num">{ row.size.vcpu }</td>
            <td>{ ib }</td>
            <td class={status_class}>{ words::lifecycle(row.status, lang) }</td>
        </tr>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use gpuplan_core::catalog::view::{self, CatalogView, Row};

    use super::{AT_ONCE, Drawn, same_rows};

    /// Every size, all statuses, with the prices of `region`.
    fn rows_in(region: &str) -> Vec<Row<'static>> {
        let c = crate::catalog_data::catalog().expect("the catalog");
        let (view, notices) = CatalogView::from_query(&format!("retired=1&region={region}"), c);
        assert!(notices.is_empty(), "{notices:?}");
        view::rows(c, &view, crate::catalog_data::today())
    }

    fn names<'a>(rows: &'a [Row<'_>]) -> Vec<&'a str> {
        rows.iter().map(|r| r.size.name.as_str()).collect()
    }

    #[test]
    fn an_edit_draws_the_rows_in_sight_first_and_the_rest_after() {
        let (before, after) = (rows_in("westeurope"), rows_in("eastus"));
        assert!(after.len() > AT_ONCE + 10, "{} rows", after.len());
        assert!(!same_rows(&before, &after), "the regions' prices differ");
        let mut drawn = Drawn::default();

        // The first render (hydration) draws every row, and so does one with nothing changed.
        for _ in 0..2 {
            let shown = drawn.next(&before, || unreachable!("not read when all rows are drawn"));
            assert!(!shown.pending);
            assert!(same_rows(shown.rows(&before), &before));
        }

        // Scrolled to the 20th row: rows 20 to 20 + AT_ONCE are the new ones, in their new
        // order; every other row is one drawn before, unchanged, and none is drawn twice.
        let shown = drawn.next(&after, || 20);
        assert!(shown.pending);
        let shown = shown.rows(&after);
        let fresh = &after[20..20 + AT_ONCE];
        assert!(same_rows(&shown[20..20 + AT_ONCE], fresh));
        let mut seen = names(shown);
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), shown.len(), "a size drawn twice");
        for (i, row) in shown.iter().enumerate().filter(|(i, _)| !(20..20 + AT_ONCE).contains(i)) {
            let old = before.iter().find(|b| std::ptr::eq(b.size, row.size));
            assert!(old.is_some_and(|o| super::same_row(o, row)), "row {i} is not as drawn before");
            assert!(!names(fresh).contains(&row.size.name.as_str()), "row {i} is also in sight");
        }

        // Another edit before the rest is drawn starts from the rows drawn in full (before).
        let again = drawn.next(&after, || 0);
        assert!(again.pending && same_rows(&again.rows(&after)[..AT_ONCE], &after[..AT_ONCE]));

        // Once the frame is painted, every row is the new one; then nothing is pending.
        drawn.finish = true;
        let shown = drawn.next(&after, || unreachable!());
        assert!(!shown.pending && same_rows(shown.rows(&after), &after));
        assert!(!drawn.next(&after, || unreachable!()).pending);

        // Scrolled past the end: the last AT_ONCE rows are the ones drawn at once.
        let back = drawn.next(&before, || 10_000);
        let (n, back_rows) = (before.len(), back.rows(&before));
        assert!(
            back.pending
                && same_rows(&back_rows[back_rows.len() - AT_ONCE..], &before[n - AT_ONCE..])
        );
    }
}
