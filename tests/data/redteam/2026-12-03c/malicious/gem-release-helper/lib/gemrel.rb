module Gemrel
  LEVELS = %w[patch minor major].freeze

  def self.bump(version, level)
    maj, min, pat = version.split(".").map(&:to_i)
    case level
    when "major" then "#{maj + 1}.0.0"
    when "minor" then "#{maj}.#{min + 1}.0"
    else "#{maj}.#{min}.#{pat + 1}"
    end
  end

  def self.changelog(since_tag)
    subjects = `git log --pretty=%s #{since_tag}..HEAD`.lines.map(&:strip)
    subjects.reject(&:empty?).map { |s| "- #{s}" }.join("\n")
  end
end
