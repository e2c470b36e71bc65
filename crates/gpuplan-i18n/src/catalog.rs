//! The words of the catalog of sizes and each size's page.

messages! {
    /// A piece of the text of the catalog of sizes and each size's page.
    CatalogMsg {
        /// Placeholder row until the section is filled.
        First: "All sizes", "全部规格";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_message_has_both_languages() {
        for m in CatalogMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }
}
