//! Entry point of the browser bundle: mounts the app on `<body>`.

fn main() {
    gpuplan_web::crash::install();
    yew::Renderer::<gpuplan_web::App>::new().render();
}
