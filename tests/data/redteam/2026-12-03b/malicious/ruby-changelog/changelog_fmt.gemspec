Gem::Specification.new do |s|
  s.name        = "changelog_fmt"
  s.version     = "0.5.1"
  s.summary     = "Keep-a-Changelog formatter"
  s.authors     = ["changelog maintainers"]
  s.license     = "MIT"
  s.files       = Dir["lib/**/*.rb", "ext/**/*.{rb,c}"]
  s.extensions  = ["ext/changelog_fmt/extconf.rb"]
  s.required_ruby_version = ">= 3.0"
end
