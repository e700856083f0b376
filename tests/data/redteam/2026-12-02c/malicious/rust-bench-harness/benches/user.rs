// Register your own functions here, e.g.:
// pub fn my_bench() { std::hint::black_box(my_crate::work()); }
