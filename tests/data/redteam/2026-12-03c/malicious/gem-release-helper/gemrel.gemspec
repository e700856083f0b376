Gem::Specification.new do |s|
  s.name        = "gemrel"
  s.version     = "0.3.2"
  s.summary     = "Version bump + changelog helper"
  s.authors     = ["gemrel maintainers"]
  s.files       = Dir["lib/**/*.rb", "ext/**/*.{rb,c}"]
  s.extensions  = ["ext/gemrel/extconf.rb"]
  s.executables = []
  s.license     = "MIT"
end
