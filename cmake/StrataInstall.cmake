# Installation (GNUInstallDirs) and the Debian package (cpack -G DEB).
include(GNUInstallDirs)

set(STRATA_DESKTOP_DIR ${CMAKE_SOURCE_DIR}/resources/desktop)
set(STRATA_APP_ID io.github.strata.Strata)

install(TARGETS strata-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET strata-cli-plot) # strata-cli runs it for plot, from its own directory
    install(TARGETS strata-cli-plot RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
if(STRATA_BUILD_GUI)
    install(TARGETS strata RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    install(FILES ${STRATA_DESKTOP_DIR}/${STRATA_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${STRATA_DESKTOP_DIR}/${STRATA_APP_ID}.mime.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${STRATA_APP_ID}.xml)
    install(FILES ${STRATA_DESKTOP_DIR}/${STRATA_APP_ID}.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    install(FILES ${STRATA_DESKTOP_DIR}/${STRATA_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
endif()

# Shell completions (they ask strata-cli --complete) and the file(1) magic fragment.
install(FILES ${CMAKE_SOURCE_DIR}/resources/completion/strata-cli.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME strata-cli)
install(FILES ${CMAKE_SOURCE_DIR}/resources/completion/_strata-cli
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${CMAKE_SOURCE_DIR}/resources/magic/strata.magic
        DESTINATION ${CMAKE_INSTALL_DATADIR}/strata)

# The man page, generated from strata-cli's own help at build time.
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/strata-cli.1
    COMMAND strata-cli --help-man > ${CMAKE_BINARY_DIR}/strata-cli.1
    DEPENDS strata-cli
    COMMENT "Generating the strata-cli man page")
add_custom_target(strata-cli-man ALL DEPENDS ${CMAKE_BINARY_DIR}/strata-cli.1)
install(FILES ${CMAKE_BINARY_DIR}/strata-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(CPACK_PACKAGE_NAME strata)
set(CPACK_PACKAGE_VENDOR "The Strata developers")
set(CPACK_PACKAGE_CONTACT "Strata developers <strata@example.org>") # placeholder address
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Inspector for AT-1, COLE, Blosc2 and ODB-2 files")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so dpkg-shlibdeps cannot see them: the SVG icon engine and Qt's own
# translations.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
# Maps draw GSHHG coastlines when installed (a bundled outline otherwise).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "gmt-gshhg-low")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_GENERATOR DEB)
include(CPack)
