plugins {
    id("com.android.application") version "8.4.1" apply false
    id("io.gitlab.arturbosch.detekt") version "1.23.6" apply false
}

// Shared lint cache: runs during configuration, i.e. on every Gradle invocation,
// including IDE sync.
val lintCache = lintx.LintCache(rootDir)
lintCache.prime()

subprojects {
    apply(plugin = "io.gitlab.arturbosch.detekt")
}

tasks.register("printLintCache") {
    doLast { println(lintCache.location()) }
}
