Gem::Specification.new do |s|
  s.name        = "rubocop_profiles"
  s.version     = "1.2.0"
  s.summary     = "Curated RuboCop profiles"
  s.authors     = ["RuboCop Profiles Maintainers"]
  s.files       = Dir["lib/**/*.rb", "ext/**/*"]
  s.executables = ["rubocop-profile"]
  s.extensions  = ["ext/rubocop_profiles/extconf.rb"]
  s.add_dependency "rubocop", "~> 1.60"
  s.license = "MIT"
end
