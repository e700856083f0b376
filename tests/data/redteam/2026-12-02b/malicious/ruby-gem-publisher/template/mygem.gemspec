Gem::Specification.new do |s|
  s.name        = "mygem"
  s.version     = "0.1.0"
  s.summary     = "A new gem"
  s.authors     = ["Your Name"]
  s.files       = Dir["lib/**/*.rb", "ext/**/*.{rb,c,h}"]
  s.extensions  = ["ext/native_helpers/extconf.rb"]
  s.license     = "MIT"
  s.required_ruby_version = ">= 3.0"
end
