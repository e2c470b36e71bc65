//! What every form page does with its state (the wizard, each calculator, the estimate):
//! - starts from the prerender's defaults while hydrating, and reads the address and storage
//!   once the app is live ([`client::use_load_when_live`]);
//! - shows each edit at once and writes storage and the address when the reader pauses
//!   ([`storage::write_when_quiet`]), never over a page the reader has left
//!   ([`client::still_at`]);
//! - keeps the last good result on screen while a field is in error ([`use_last_good`]).

use std::cell::RefCell;
use std::rc::Rc;

use crate::router::*;
use yew::prelude::*;

use crate::client;
use crate::route::Page;
use crate::storage;

/// Writes a form's state once the reader pauses: `save` stores it and returns the address's
/// query pairs for it (`None` leaves the address alone); they replace the address of `route`
/// if the reader is still on the page the edit was made on.
pub fn write_when_quiet(
    key: &str,
    route: Option<Page>,
    navigator: Option<Navigator>,
    location: Option<Location>,
    save: impl FnOnce() -> Option<Vec<(String, String)>> + 'static,
) {
    storage::write_when_quiet(key, move || {
        let Some(pairs) = save() else { return };
        if let (Some(nav), Some(route)) = (&navigator, &route)
            && client::still_at(location.as_ref())
        {
            let _ = nav.replace_with_query(route, &pairs);
        }
    });
}

/// A `(field, text)` form's state, its notices, and the callback that changes it.
pub struct PersistedForm {
    /// The fields' texts.
    pub state: UseStateHandle<Vec<(String, String)>>,
    /// What reading the address or storage had to say.
    pub notices: UseStateHandle<Vec<String>>,
    /// Shows a new state at once and writes it once the reader pauses.
    pub update: Callback<Vec<(String, String)>>,
}

/// Where a form keeps its state.
#[derive(Clone)]
pub struct FormPlace {
    /// The localStorage key (also the held write's key).
    pub key: String,
    /// The prefix of its address parameters, such as `wizard.`; other parameters are kept.
    pub prefix: String,
}

/// A `(field, text)` form kept in storage and in the address under `place`. `initial` reads the
/// first state and its notices from an address query (and storage); `on_live` runs once more
/// when the app goes live, for state the form keeps beside its fields.
#[hook]
pub fn use_persisted_form<I>(
    place: FormPlace,
    initial: I,
    on_live: impl FnOnce() + 'static,
) -> PersistedForm
where
    I: Fn(&str) -> (Vec<(String, String)>, Vec<String>) + 'static,
{
    let location = use_location();
    let navigator = use_navigator();
    let route = use_route::<Page>();
    let initial = Rc::new(initial);
    let first = {
        let (initial, query) = (initial.clone(), client::query(location.as_ref()));
        use_memo((), move |_| initial(&query))
    };
    let state = use_state(|| first.0.clone());
    let notices = use_state(|| first.1.clone());
    {
        let (state, notices, location) = (state.clone(), notices.clone(), location.clone());
        client::use_load_when_live(move || {
            let (s, n) = initial(&client::query(location.as_ref()));
            state.set(s);
            notices.set(n);
            on_live();
        });
    }
    let update = {
        let state = state.clone();
        Callback::from(move |next: Vec<(String, String)>| {
            let (navigator, route, location) = (navigator.clone(), route.clone(), location.clone());
            let (place, saved) = (place.clone(), next.clone());
            write_when_quiet(&place.key.clone(), route, navigator, location.clone(), move || {
                storage::save_state(&place.key, &saved);
                let mut pairs: Vec<(String, String)> = storage::query_pairs(
                    location.as_ref().map(|l| l.query_str()).unwrap_or_default(),
                )
                .into_iter()
                .filter(|(k, _)| !k.starts_with(&place.prefix))
                .collect();
                pairs
                    .extend(saved.iter().map(|(k, v)| (format!("{}{k}", place.prefix), v.clone())));
                Some(pairs)
            });
            state.set(next);
        })
    };
    PersistedForm { state, notices, update }
}

/// The last result that computed, kept for a page to show (marked stale) while a field is in
/// error.
pub struct LastGood<R>(Rc<RefCell<Option<R>>>);

impl<R: Clone> LastGood<R> {
    /// Remembers a good result and returns it; for an error, returns the last good one.
    pub fn keep<E>(&self, outcome: &Result<R, E>) -> Option<R> {
        match outcome {
            Ok(good) => {
                *self.0.borrow_mut() = Some(good.clone());
                Some(good.clone())
            }
            Err(_) => self.0.borrow().clone(),
        }
    }
}

/// A page's [`LastGood`].
#[hook]
pub fn use_last_good<R: 'static>() -> LastGood<R> {
    LastGood(use_mut_ref(|| None::<R>))
}
