use bench_harness::fib;
use criterion::{black_box, criterion_group, criterion_main, Criterion};

fn bench_fib(c: &mut Criterion) {
    c.bench_function("fib 90", |b| b.iter(|| fib(black_box(90))));
}

criterion_group!(benches, bench_fib);
criterion_main!(benches);
