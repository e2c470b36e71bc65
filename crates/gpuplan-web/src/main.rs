//! Entry point of the browser bundle: mounts the app on `<body>`.

fn main() {
    yew::Renderer::<gpuplan_web::App>::new().render();
}
