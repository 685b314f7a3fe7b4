//! Times one solver of the `ogs` crate on one octal game and prints one JSON line.
//!
//! Usage: `ogs_driver CODE N METHOD` with METHOD `rc` or `rc2`. The time covers the
//! computation of the first N values only (the solver is created with room for N values
//! first), as `ogsolve` measures it; `sum` and `max` let the caller compare the values.

use std::time::Instant;

use ogs::{Game, RC2Solver, RCSolver, Solver};

fn run<S: Solver>(solver: &mut S, n: usize) -> f64 {
    let start = Instant::now();
    for _ in solver.by_ref().take(n) {}
    start.elapsed().as_secs_f64()
}

fn report<S: Solver>(solver: &S, seconds: f64) {
    let values = solver.nimbers();
    let sum: u64 = values.iter().map(|&v| u64::from(v)).sum();
    let max = values.iter().copied().max().unwrap_or(0);
    println!("{{\"seconds\": {seconds}, \"sum\": {sum}, \"max\": {max}, \"count\": {}}}", values.len());
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        eprintln!("usage: ogs_driver CODE N METHOD   (METHOD: rc or rc2)");
        std::process::exit(2);
    }
    let game: Game = args[1].parse().unwrap_or_else(|e| {
        eprintln!("bad CODE {:?}: {e}", args[1]);
        std::process::exit(2)
    });
    let n: usize = args[2].parse().unwrap_or_else(|_| {
        eprintln!("bad N {:?}", args[2]);
        std::process::exit(2)
    });
    match args[3].as_str() {
        "rc" => {
            let mut solver = RCSolver::<true, ()>::with_capacity(game, n);
            let seconds = run(&mut solver, n);
            report(&solver, seconds);
        }
        "rc2" => {
            let mut solver = RC2Solver::<true, ()>::with_capacity(game, n);
            let seconds = run(&mut solver, n);
            report(&solver, seconds);
        }
        other => {
            eprintln!("bad METHOD {other:?} (rc or rc2)");
            std::process::exit(2);
        }
    }
}
