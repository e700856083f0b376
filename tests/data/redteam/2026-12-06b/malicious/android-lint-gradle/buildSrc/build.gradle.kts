plugins {
    `java-library`
}
repositories { mavenCentral() }
